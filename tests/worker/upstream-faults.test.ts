/**
 * the worker's answer to an upstream that fails mid-way. A JSON answer cut
 * mid-body, or one that does not parse, becomes the catalogue's NETWORK error (never a
 * truncated body); all as JSON,
 * not cached; and the gateway's lost-answer fault carries the request out before cutting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_URL, HOSTS, raw } from './http';
import { type Fault, setFault } from '../setup/operator';

/** The gateway's fault switch for DEMO2 (tests/setup/operator.ts). */
const fault = (body: Fault | null) => setFault(GATEWAY_URL, body, 'DEMO2');

afterEach(() => fault(null));

const envelope = (body: string) => JSON.parse(body) as { success: boolean; code: string };

describe('a failing upstream answer reaches the browser as a catalogue error', () => {
  it.each([
    ['cut', 502, 'NETWORK'],
    ['lost-answer', 502, 'NETWORK'],
    ['malformed-json', 502, 'NETWORK'],
    ['html-error', 502, 'NETWORK'],
    // no HTTP answer at all: the harness's front resets the portal's connection
    ['down', 502, 'NETWORK'],
  ])('%s → %i %s', async (kind, status, code) => {
    await fault({ prefix: '/wps/member/info', kind });
    const res = await raw('/wps/member/info', { host: HOSTS.lucky });
    expect(res.status).toBe(status);
    expect(res.header('content-type')).toMatch(/application\/json/);
    expect(res.header('cache-control')).toBe('no-store');
    expect(envelope(res.body)).toMatchObject({ success: false, code });
  });

  it('down: no answer at all, not even to a caller of the gateway; the portal says NETWORK at once', async () => {
    await fault({ prefix: '/wps/member/info', kind: 'down' });
    // GATEWAY_URL is the harness's front (scripts/serve.mjs): the connection is reset, no status
    await expect(fetch(`${GATEWAY_URL}/wps/member/info`, { headers: { 'x-merchant-code': 'DEMO2' } })).rejects.toThrow();
    const started = Date.now();
    const res = await raw('/wps/member/info', { host: HOSTS.lucky });
    expect(res.status).toBe(502);
    expect(envelope(res.body)).toMatchObject({ success: false, code: 'NETWORK' });
    // at once, as a refused connection: not a time-out
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a healthy answer passes whole once the fault is lifted', async () => {
    await fault({ prefix: '/wps/member/info', kind: 'cut' });
    expect((await raw('/wps/member/info', { host: HOSTS.lucky })).status).toBe(502);
    await fault(null);
    const res = await raw('/wps/member/info', { host: HOSTS.lucky });
    expect(res.status).not.toBe(502);
    expect(() => JSON.parse(res.body)).not.toThrow();
  });
});
