/**
 * the worker writes one structured JSON line per upstream failure (brand, path,
 * upstream status, duration) and never the token, the password or the query it carried.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '@worker/brand-config';
import { createUpstream, UpstreamError } from '@worker/upstream/upstream';

const brand = { merchantCode: 'DEMO', id: 'demo' } as BrandConfig;
const ctx = { waitUntil: () => undefined };
const TOKEN = 'secret-session-token-123';
const PASSWORD = 'hunter2-password';

function call(fetchImpl: typeof fetch, method = 'POST') {
  vi.stubGlobal('fetch', fetchImpl);
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  const upstream = createUpstream(brand, 'https://gw.example.com', { ip: '203.0.113.9', country: 'VN' }, 'ty', ctx, 0, '8f00ad-SIN');
  const headers = new Headers({ authorization: `Bearer ${TOKEN}` });
  const body = method === 'GET' ? null : JSON.stringify({ paymentPassword: PASSWORD });
  const sent = upstream.send({ method, pathname: '/wps/cashier/withdraw', search: `?token=${TOKEN}`, headers, body });
  return { sent, lines };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('upstream failure log', () => {
  it('a 5xx answer: one line with brand, path, upstream status and duration, nothing secret', async () => {
    const { sent, lines } = call(async () => {
      await new Promise((r) => setTimeout(r, 30));
      return new Response('<html>boom</html>', { status: 503, headers: { 'content-type': 'text/html' } });
    });
    expect((await sent).status).toBe(503);
    expect(lines).toHaveLength(1);
    const [line] = parsed(lines);
    expect(line).toMatchObject({
      event: 'upstream_failure',
      ray: '8f00ad-SIN',
      brand: 'DEMO',
      method: 'POST',
      path: '/wps/cashier/withdraw',
      upstreamStatus: 503,
      reason: 'status',
    });
    expect(line!.durationMs).toBeGreaterThanOrEqual(25);
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toContain(PASSWORD);
  });

  it('a refused connection: one line with no upstream status, after the GET retry', async () => {
    let calls = 0;
    const { sent, lines } = call(async () => {
      calls++;
      throw new TypeError('connection refused');
    }, 'GET');
    await expect(sent).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toBe(2);
    expect(parsed(lines)).toEqual([expect.objectContaining({ brand: 'DEMO', path: '/wps/cashier/withdraw', upstreamStatus: null, reason: 'network' })]);
    expect(lines[0]).not.toContain(TOKEN);
  });

  it('a success or a 4xx writes nothing', async () => {
    for (const status of [200, 400, 401]) {
      const { sent, lines } = call(async () => Response.json({ success: status === 200 }, { status }));
      await sent;
      expect(lines).toEqual([]);
      vi.restoreAllMocks();
    }
  });
});
