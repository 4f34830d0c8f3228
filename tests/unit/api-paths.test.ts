/**
 * Typed calls (shared/api/paths.ts): a call names only its path, and the path decides the
 * answer's type and the body's. The type checks below are proven by `tsc -p tests` (each
 * `@ts-expect-error` fails the compiler if its line starts to compile, so a path table that
 * let a wrong path or body through breaks the build); the runtime part checks that the
 * browser's ApiClient puts what the types promise on the wire, against a real HTTP server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiClient, createBrowserApi } from '@client/lib/api-client';
import type { Balance, LoginAnswer, MemberInfo } from '@shared/api';
import type { CreditReport } from '@shared/api/support';
import type { FavouriteIds } from '@shared/api/lobby';
import type { TransferResult } from '@shared/api/cashier';
import type { EndedSessions } from '@shared/api/protection';
import type { RegisterAnswer } from '@shared/api/register';

/** Never called: tsc reads it. */
// biome-ignore lint/suspicious/noExportsInTest: exported only so noUnusedLocals lets tsc read a function nobody calls
export function pathsDecideTypes(api: ApiClient) {
  expectTypeOf(api.get('/wps/member/info')).resolves.toEqualTypeOf<MemberInfo>();
  expectTypeOf(api.get('/wps/v2/wallets/balance')).resolves.toEqualTypeOf<Balance>();
  // a query string in the path itself (the credit report's)
  expectTypeOf(api.get(`/wps/report/credit?months=${6}&timeZone=${encodeURIComponent('Asia/Bangkok')}`)).resolves.toEqualTypeOf<CreditReport>();
  expectTypeOf(api.send('POST', '/wps/session/login', { type: 'username', username: 'a', password: 'b' })).resolves.toEqualTypeOf<LoginAnswer>();
  expectTypeOf(
    api.send('POST', '/wps/cashier/transfer/upline', { amount: 10, paymentPassword: '123456', requestId: 'r-12345678' }),
  ).resolves.toEqualTypeOf<TransferResult>();
  // a path chosen at run time: both its forms are in the table
  const add = Math.random() > 0.5;
  expectTypeOf(
    api.send('POST', `/lgw/games/favourite/v2/${add ? 'add' : 'remove'}`, { nodeId: 1, vendor: 'v', gameType: 'RNG' }),
  ).resolves.toEqualTypeOf<FavouriteIds>();
  expectTypeOf(api.send('PUT', add ? '/wps/member/register/mobile' : '/wps/member/register', {} as never)).resolves.toEqualTypeOf<RegisterAnswer>();
  // a write without a body takes none
  expectTypeOf(api.send('POST', '/wps/protection/sessions/end-others')).resolves.toEqualTypeOf<EndedSessions>();

  // @ts-expect-error a path the table does not hold
  api.get('/wps/member/infos');
  // @ts-expect-error a write's path is not a read
  api.get('/wps/cashier/withdraw');
  // @ts-expect-error the wrong method for the path (register is a PUT)
  api.send('POST', '/wps/member/register', {} as never);
  // @ts-expect-error a body of the wrong shape (amount is a number)
  api.send('POST', '/wps/cashier/transfer/upline', { amount: '10', paymentPassword: '123456', requestId: 'r-12345678' });
  // @ts-expect-error a body missing
  api.send('POST', '/wps/cashier/deposit');
  // @ts-expect-error a body where the path takes none
  api.send('POST', '/wps/protection/session/ack', {});
  // @ts-expect-error an answer read as another type
  expectTypeOf(api.get('/wps/member/info')).resolves.toEqualTypeOf<Balance>();
}

describe('the browser ApiClient puts the typed call on the wire', () => {
  let server: Server;
  let base = '';
  const seen: { method: string; url: string; type: string | undefined; body: string }[] = [];
  const realFetch = globalThis.fetch;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], body: await read(req) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, code: '', message: '', value: { echoed: req.url } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // the browser resolves a path against its page; node needs the origin spelled out
    globalThis.fetch = (input, init) => realFetch(typeof input === 'string' ? base + input : input, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    server.close();
  });

  it('a read sends its query sorted, a write its JSON body, a write without a body none', async () => {
    const api = createBrowserApi();
    await api.get('/wps/cashier/transactions', { to: 2, from: 1, kind: undefined });
    await api.send('POST', '/wps/rescue/claim', { requestId: 'req-12345678' });
    await api.send('POST', '/wps/protection/session/ack');
    expect(seen).toEqual([
      { method: 'GET', url: '/wps/cashier/transactions?from=1&to=2', type: undefined, body: '' },
      { method: 'POST', url: '/wps/rescue/claim', type: 'application/json', body: '{"requestId":"req-12345678"}' },
      { method: 'POST', url: '/wps/protection/session/ack', type: undefined, body: '' },
    ]);
  });
});
