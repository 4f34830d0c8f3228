/**
 * The production profile's worker, built as `wrangler deploy --dry-run --env production` builds
 * it and run in workerd (Miniflare) with the bindings a production deploy has: it refuses to
 * serve (500, the setting named in its log, never its value) on a missing or development
 * secret, and ignores the development aids: x-simulate-* headers, ?simulateCountry= and
 * DEV_UPSTREAM. The upstream is Miniflare's outbound service, which records what reaches it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOST = 'play.prod.example';
const UPSTREAM = 'https://gw.prod.example';
const DEV_SECRET = 'dev-only-session-secret-0123456789abcdef';
const GOOD_SECRET = 'q9Jk2mX0vB7nR4tY1wE6uI3oP8aS5dF2gH9jK0lZ1xC';
const GOOD_KEYS = JSON.stringify({ PROD: 'c2VjcmV0LWtleS1vZi10aGUtcHJvZHVjdGlvbi1icmFuZA' });
const GOOD_WEBHOOK_SECRETS = JSON.stringify({ PROD: 'a-webhook-secret-only-the-brand-gateway-and-the-portal-know' });
const DEV_WEBHOOK_SECRETS = JSON.stringify({ DEMO: 'dev-live-webhook-secret-demo' });

const BRANDS = {
  prod: {
    hosts: [HOST],
    name: 'Prod Club',
    merchantCode: 'PROD',
    upstream: UPSTREAM,
    languages: ['en'],
    defaultLanguage: 'en',
    // a key made for this test, its private half never kept: the development key is refused
    upstreamPublicKey: {
      kty: 'EC',
      x: 'xsfHt2ahg5aCv5_9GlOXx5ZbGVqiGfOZVteUJbPizuQ',
      y: 'qyu8CPY8WdvMmy4A58OXnR9oHPsE3z-QZ8XrZebhH8A',
      crv: 'P-256',
      alg: 'ECDH-ES+A256KW',
      kid: 'prod-test-1',
    },
    theme: { primary: '#112233', accent: '#445566', logoText: 'PROD' },
  },
};

let outdir = '';
const running: Miniflare[] = [];

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'prod-worker-'));
  const built = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
}, 240_000);

afterAll(async () => {
  await Promise.all(running.map((mf) => mf.dispose()));
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** The development key (gateway/wrangler.toml JWE_PRIVATE_KEY's public half). */
const DEV_KEY = {
  kty: 'EC',
  x: 'cOv0UKpAb57sN-tXCa-1yuUxBhwhpK_6c5ZsYbB28C8',
  y: 'oQUglIO4nwEZ51u43kgDcSekLMfw3zHqDO79HJiAlQs',
  crv: 'P-256',
  alg: 'ECDH-ES+A256KW',
};
const GOOD_SECRETS = { SESSION_SECRET: GOOD_SECRET, CS_PATH_KEYS: GOOD_KEYS, LIVE_WEBHOOK_SECRETS: GOOD_WEBHOOK_SECRETS };

/** The production bundle in workerd with these secrets (and brands); what reaches the upstream is recorded. */
function productionWorker(secrets: Record<string, string>, brands: unknown = BRANDS) {
  const upstream: { url: string; headers: Headers }[] = [];
  const logs: string[] = [];
  const mf = new Miniflare({
    // the bundle is one module; listing it keeps Miniflare from following its dynamic imports
    modules: [{ type: 'ESModule', path: path.join(outdir, 'index.js') }],
    modulesRoot: outdir,
    compatibilityDate: '2025-09-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: { ENVIRONMENT: 'production', BRANDS: brands as Record<string, unknown>, DEV_UPSTREAM: 'http://127.0.0.1:9', ...secrets },
    ratelimits: Object.fromEntries(
      ['LOGIN_LIMITER', 'SMS_LIMITER', 'CAPTCHA_LIMITER', 'REGISTER_LIMITER'].map((n) => [n, { simple: { limit: 100, period: 60 } }]),
    ),
    outboundService: (req: { url: string; headers: Headers }) => {
      upstream.push(req);
      return new Response(JSON.stringify({ success: true, code: '0', message: '', value: { status: 0, ip: '', country: '' } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
    handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
      for (const stream of [stdout, stderr]) stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    },
  });
  running.push(mf);
  return { mf, upstream, logs };
}

describe('the production worker', () => {
  it.each([
    ['a missing SESSION_SECRET', {}, 'SESSION_SECRET', null],
    ['the development SESSION_SECRET', { SESSION_SECRET: DEV_SECRET, CS_PATH_KEYS: GOOD_KEYS }, 'SESSION_SECRET', DEV_SECRET],
    ['a missing CS_PATH_KEYS', { SESSION_SECRET: GOOD_SECRET }, 'CS_PATH_KEYS', null],
    ['a missing LIVE_WEBHOOK_SECRETS', { SESSION_SECRET: GOOD_SECRET, CS_PATH_KEYS: GOOD_KEYS }, 'LIVE_WEBHOOK_SECRETS', null],
    [
      'a development LIVE_WEBHOOK_SECRETS',
      { SESSION_SECRET: GOOD_SECRET, CS_PATH_KEYS: GOOD_KEYS, LIVE_WEBHOOK_SECRETS: DEV_WEBHOOK_SECRETS },
      'LIVE_WEBHOOK_SECRETS',
      'dev-live-webhook-secret-demo',
    ],
  ] as const)('refuses to serve on %s: 500, the setting named in the log and not its value', async (_, secrets, setting, value) => {
    const { mf, upstream, logs } = productionWorker(secrets);
    for (const p of ['/', '/healthz', '/wps/system/status']) {
      const res = await mf.dispatchFetch(`http://${HOST}${p}`);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).not.toContain(setting);
      if (value) expect(body).not.toContain(value);
    }
    expect(upstream).toHaveLength(0);
    await expect.poll(() => logs.join('')).toContain(`Configuration error: ${setting}`);
    if (value) expect(logs.join('')).not.toContain(value);
  });

  it("refuses to serve when a brand's upstream key is the development key (its private half is in the repository)", async () => {
    const { mf, upstream, logs } = productionWorker(GOOD_SECRETS, { prod: { ...BRANDS.prod, upstreamPublicKey: DEV_KEY } });
    const res = await mf.dispatchFetch(`https://${HOST}/wps/system/status`);
    expect(res.status).toBe(500);
    expect(upstream).toHaveLength(0);
    await expect.poll(() => logs.join('')).toContain('Configuration error: BRANDS.prod.upstreamPublicKey is a development key');
    expect(logs.join('')).not.toContain(DEV_KEY.x);
  });

  it('redirects plain http to https (308, the same address)', async () => {
    const { mf, upstream } = productionWorker(GOOD_SECRETS);
    const res = await mf.dispatchFetch(`http://${HOST}/wps/system/status?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`https://${HOST}/wps/system/status?x=1`);
    expect(upstream).toHaveLength(0);
  });

  it('serves with real secrets, and ignores x-simulate-*, ?simulateCountry= and DEV_UPSTREAM', async () => {
    const { mf, upstream } = productionWorker(GOOD_SECRETS);
    const res = await mf.dispatchFetch(`https://${HOST}/wps/system/status?simulateCountry=KP&simulateIp=6.6.6.6`, {
      headers: { 'x-simulate-country': 'KP', 'x-simulate-ip': '6.6.6.6', 'cf-connecting-ip': '203.0.113.9' },
      cf: { country: 'VN' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('dev_geo');
    expect(upstream.length).toBeGreaterThan(0);
    const sent = upstream.at(-1)!;
    // the brand's upstream, not DEV_UPSTREAM; the visitor as Cloudflare saw it
    expect(new URL(sent.url).origin).toBe(UPSTREAM);
    expect(sent.headers.get('x-client-ip')).toBe('203.0.113.9');
    expect(sent.headers.get('x-client-country')).toBe('VN');
  });
});

describe('the region gate in the production bundle (issue 40)', () => {
  const denyKp = { prod: { ...BRANDS.prod, regions: { deny: ['KP'] } } };
  it('takes the country from request.cf only: forged headers change nothing; unknown and Tor are blocked', async () => {
    const { mf, upstream } = productionWorker(GOOD_SECRETS, denyKp);
    const forged = { 'x-simulate-country': 'VN', 'cf-ipcountry': 'VN', 'x-client-country': 'VN', 'cf-connecting-ip': '203.0.113.9' };
    for (const cf of [{ country: 'KP' }, { country: 'T1' }, { country: 'XX' }] as Partial<IncomingRequestCfProperties>[]) {
      const res = await mf.dispatchFetch(`https://${HOST}/lgw/games/vendors?simulateCountry=VN`, { headers: forged, cf });
      expect(res.status, JSON.stringify(cf)).toBe(451);
      expect(((await res.json()) as { code: string }).code).toBe('REGION_BLOCKED');
    }
    expect(upstream.filter((u) => new URL(u.url).pathname === '/lgw/games/vendors')).toEqual([]);
    const allowed = await mf.dispatchFetch(`https://${HOST}/lgw/games/vendors`, { headers: forged, cf: { country: 'VN' } });
    expect(allowed.status).toBe(200);
  });
});
