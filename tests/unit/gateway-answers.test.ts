/**
 * The gateway's routes answer what the call table (shared/api/paths.ts) promises: a route
 * names its call with `answers` (gateway/lib/answers.ts) and the compiler holds its answer to
 * the call's type. The type checks are proven by `tsc -p tests` (each `@ts-expect-error` fails
 * the compiler if its line starts to compile); the runtime part checks that a route whose name
 * is not where it is mounted fails loudly instead of answering under another call's type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Balance, MemberInfo } from '@shared/api';
import type { FavouriteIds } from '@shared/api/lobby';
import type { CreditReport } from '@shared/api/support';
import type { AppEnv } from '@gateway/env';
import { answer } from '@gateway/lib/answer';
import { answers } from '@gateway/lib/answers';
import { type Answered, fail, ok } from '@gateway/lib/envelope';
import { done, refuse } from '@gateway/domain/outcome';

const balance: Balance = { sumBalance: 10, currencySymbol: '₫', isSingle: true };
/** what the runtime part answers: its shape is not what it tests */
const someone = (account: string) => ({ account }) as unknown as MemberInfo;

/** Never called: tsc reads it. */
// biome-ignore lint/suspicious/noExportsInTest: exported only so noUnusedLocals lets tsc read a function nobody calls
export function routesAnswerTheirCall(member: MemberInfo, ids: FavouriteIds, report: CreditReport, path: 'add' | 'remove') {
  // the right value, an outcome of it, or a refusal
  answers('GET /wps/member/info', (c) => ok(c, member));
  answers('GET /wps/member/info', (c) => answer(c, done(member)));
  answers('GET /wps/member/info', (c) => answer(c, refuse(404, 'NOT_FOUND', 'none')));
  answers('GET /wps/member/info', (c) => fail(c, 400, 'BAD_REQUEST', 'no'));
  // a write answers its write's answer; a path parameter, a path chosen per registration, a query in the path
  answers('POST /lgw/games/favourite/v2/:change', (c) => ok(c, ids));
  answers(`POST /lgw/games/favourite/v2/${path}`, (c) => ok(c, ids));
  answers('GET /wps/report/credit', (c) => ok(c, report));

  // @ts-expect-error a call the table does not hold
  answers('GET /wps/member/infos', (c) => ok(c, member));
  // @ts-expect-error a write named with the wrong method (register is a PUT)
  answers('POST /wps/member/register', (c) => fail(c, 400, 'BAD_REQUEST', 'no'));
  // @ts-expect-error an answer of another call's type
  answers('GET /wps/member/info', (c) => ok(c, balance));
  // @ts-expect-error an outcome of another call's type
  answers('GET /wps/v2/wallets/balance', (c) => answer(c, done(member)));
  // @ts-expect-error a value missing a field the call promises
  answers('GET /wps/v2/wallets/balance', (c) => ok(c, { currencySymbol: '₫', isSingle: true }));
  // @ts-expect-error a response built by hand: the compiler cannot see its value
  answers('GET /wps/member/info', (c) => c.json({ success: true, code: '0', message: '', value: member }));
  // @ts-expect-error an Answered of another type smuggled through a cast is still another type
  answers('GET /wps/member/info', (c) => ok(c, balance) as Answered<Balance>);
}

describe('a route names the call it is mounted as', () => {
  const app = new Hono<AppEnv>();
  const info = new Hono<AppEnv>();
  info.get(
    '/info',
    answers('GET /wps/member/info', (c) => ok(c, someone('a'))),
  );
  // named for one path, mounted at another
  info.get(
    '/elsewhere',
    answers('GET /wps/member/info', (c) => ok(c, someone('b'))),
  );
  const favourites = new Hono<AppEnv>();
  favourites.post(
    '/v2/:change',
    answers('POST /lgw/games/favourite/v2/:change', (c) => ok(c, [1] as FavouriteIds)),
  );
  app.route('/wps/member', info);
  app.route('/lgw/games/favourite', favourites);
  app.onError((err, c) => c.text(err.message, 500));

  it('answers where the name and the mount agree (a HEAD reaching a GET route too)', async () => {
    const got = await app.request('/wps/member/info');
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({ success: true, code: '0', message: '', value: { account: 'a' } });
    expect((await app.request('/wps/member/info', { method: 'HEAD' })).status).toBe(200);
    expect((await app.request('/lgw/games/favourite/v2/add', { method: 'POST' })).status).toBe(200);
  });

  it('fails, naming both, where they differ', async () => {
    const got = await app.request('/wps/member/elsewhere');
    expect(got.status).toBe(500);
    expect(await got.text()).toBe('the route GET /wps/member/elsewhere names its call GET /wps/member/info');
  });
});

/** Every call the table (shared/api/paths.ts) holds, as its text spells it: `GET /wps/x`, `POST /lgw/y/${Change}`. */
function tableCalls(): string[] {
  const text = readFileSync(path.resolve(__dirname, '../../shared/api/paths.ts'), 'utf8');
  const reads = text.slice(text.indexOf('export interface ReadPaths'), text.indexOf('\n}\n', text.indexOf('export interface ReadPaths')));
  const writes = text.slice(text.indexOf('export type WritePaths'), text.indexOf('export type ReadPath ='));
  return [
    ...[...reads.matchAll(/^\s*'(\/[^']+)':/gm)].map(([, p]) => `GET ${p}`),
    // a read whose query is part of its path: the route serves the path before the query
    ...[...reads.matchAll(/^\s*\[\w+: `(\/[^`?]+)\?/gm)].map(([, p]) => `GET ${p}`),
    ...[...writes.matchAll(/^\s*'((?:POST|PUT|DELETE) \/[^']+)':/gm)].map(([, call]) => call!),
    ...[...writes.matchAll(/ as `((?:POST|PUT|DELETE) \/[^`]+)`/g)].map(([, call]) => call!),
  ];
}

/** What the gateway's routes name with `answers`, a `:param` or `${...}` part as any one segment. */
function namedCalls(): RegExp[] {
  const dir = path.resolve(__dirname, '../../gateway/routes');
  return readdirSync(dir).flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/answers\(['`]([^'`]+)['`]/g)].map(
      ([, call]) => new RegExp(`^${call!.replace(/\$\{\w+\}|:\w+/g, '[^/]+')}$`),
    ),
  );
}

describe('the call table and the gateway', () => {
  it('every call of the table is answered by a route that names it', () => {
    const calls = tableCalls();
    const named = namedCalls();
    // the parse sees the table and the routes at all (about 150 calls)
    expect(calls.length).toBeGreaterThan(140);
    expect(calls).toContain('GET /wps/report/credit');
    // the favourites' add and remove, a mapped key of the table
    expect(calls.filter((call) => call.startsWith('POST /lgw/games/favourite/v2/'))).toHaveLength(1);
    const unnamed = calls.filter((call) => !named.some((re) => re.test(call.replace(/\$\{\w+\}/g, 'x'))));
    expect(unnamed).toEqual([]);
  });
});
