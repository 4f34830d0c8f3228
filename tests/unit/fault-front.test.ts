/**
 * The test harness's loopback front (scripts/fault-front.mjs), against a stand-in gateway on
 * loopback: an answer the gateway marks `x-fault-down` never reaches the caller (the
 * connection is reset, no status line), every other answer passes whole with the caller's
 * Host, and a body the gateway cuts is cut here too.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { startFaultFront } from '../../scripts/fault-front.mjs';

let gateway: Server;
let front: { url: string; close: () => void };
const seen: { path: string; host: string; body: string }[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', host: req.headers.host ?? '', body });
      if (req.url === '/down') {
        res.writeHead(503, { 'x-fault-down': '1' });
        return res.end();
      }
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"success":true,"value":{"list":[');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ success: true, echo: body }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  front = await startFaultFront({ port: 0, target: `http://127.0.0.1:${port}` });
});

afterAll(() => {
  front.close();
  gateway.close();
});

/** One request through the front: its status and whole body, or the socket error it ended with. */
function call(path: string, body?: string): Promise<{ status?: number; body?: string; headers?: Record<string, unknown>; error?: string }> {
  return new Promise((resolve) => {
    const req = request(`${front.url}${path}`, { method: body ? 'POST' : 'GET', agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text, headers: res.headers }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: res.statusCode, body: text, error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('the fault front', () => {
  it('passes an answer through whole, the request body with it, under the Host the caller sent', async () => {
    const answer = await call('/wps/echo?x=1', '{"a":1}');
    expect(answer.status).toBe(201);
    expect(answer.headers?.['x-upstream']).toBe('yes');
    expect(JSON.parse(answer.body ?? '')).toEqual({ success: true, echo: '{"a":1}' });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/wps/echo?x=1');
    // the Host as the caller sent it: the gateway builds its own links on the front's origin
    expect(last.host).toBe(new URL(front.url).host);
  });

  it('turns the gateway marked "down" answer into a reset connection: no status, no body', async () => {
    const answer = await call('/down');
    expect(answer.status).toBeUndefined();
    expect(answer.error).toBe('ECONNRESET');
  });

  it('cuts a body the gateway cut, never ends it cleanly', async () => {
    const answer = await call('/cut');
    expect(answer.status).toBe(200);
    expect(answer.error).toBeDefined();
    expect(answer.body).toBe('{"success":true,"value":{"list":[');
  });

  it('keeps serving after a reset', async () => {
    expect((await call('/wps/again')).status).toBe(201);
  });
});
