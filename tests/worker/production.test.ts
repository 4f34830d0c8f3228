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
import { openSession, sealSession } from '@worker/session/session-cookie';
import { calls } from './region-calls';

const HOST = 'play.prod.example';
const UPSTREAM = 'https://gw.prod.example';
const DEV_SECRET = 'dev-only-session-secret-0123456789abcdef';
const GOOD_SECRET = 'q9Jk2mX0vB7nR4tY1wE6uI3oP8aS5dF2gH9jK0lZ1xC';
const GOOD_KEYS = JSON.stringify({ PROD: 'c2VjcmV0LWtleS1vZi10aGUtcHJvZHVjdGlvbi1icmFuZA' });
const GOOD_WEBHOOK_SECRETS = JSON.stringify({ PROD: 'a-webhook-secret-only-the-brand-gateway-and-the-portal-know' });
const DEV_WEBHOOK_SECRETS = JSON.stringify({ DEMO: 'dev-live-webhook-secret-demo' });

/** the client-error reports one IP may send a minute in these workers */
const CLIENT_ERROR_LIMIT = 20;
/** the Web Vitals reports one IP may send a minute (wrangler.toml VITALS_LIMITER) */
const VITALS_LIMIT = 30;

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
/** The upstream's default answer to everything: a success whose value reads as system status 0. */
const STATUS_0 = () =>
  new Response(JSON.stringify({ success: true, code: '0', message: '', value: { status: 0, ip: '', country: '' } }), {
    headers: { 'content-type': 'application/json' },
  });

function productionWorker(secrets: Record<string, string>, brands: unknown = BRANDS, answer: (req: Request) => Response = STATUS_0) {
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
      ['LOGIN_LIMITER', 'SMS_LIMITER', 'CAPTCHA_LIMITER', 'REGISTER_LIMITER', 'CLIENT_ERROR_LIMITER', 'VITALS_LIMITER'].map((n) => [
        n,
        { simple: { limit: n === 'CLIENT_ERROR_LIMITER' ? CLIENT_ERROR_LIMIT : n === 'VITALS_LIMITER' ? VITALS_LIMIT : 100, period: 60 } },
      ]),
    ),
    analyticsEngineDatasets: { VITALS: { dataset: 'portal_vitals' } },
    outboundService: (req: Request) => {
      upstream.push(req);
      // a path the tests make the upstream fail on
      if (new URL(req.url).pathname.endsWith('/fails')) return new Response('down', { status: 503 });
      return answer(req);
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

describe('every door of a brand in the production bundle (issue 40): denied, unknown and Tor visitors', () => {
  const ASIA = 'asia.prod.example';
  const brands = {
    prod: { ...BRANDS.prod, regions: { deny: ['KP'] } },
    asia: { ...BRANDS.prod, hosts: [ASIA], merchantCode: 'ASIA', regions: { allow: ['VN', 'TH'] } },
  };
  const IP = '203.0.113.41';
  // the unknown visitor twice: Cloudflare's XX, and no country at all
  const visitors = (denied: string) => [
    { who: 'denied', cf: { country: denied }, country: denied },
    { who: 'unknown (XX)', cf: { country: 'XX' }, country: 'XX' },
    { who: 'unknown (no country)', cf: { country: undefined }, country: 'XX' },
    { who: 'Tor', cf: { country: 'T1' }, country: 'T1' },
  ];
  for (const [kind, host, denied] of [
    ['deny-list', HOST, 'KP'],
    ['allow-list', ASIA, 'US'],
  ] as const) {
    it(`${kind === 'allow-list' ? 'an' : 'a'} ${kind} brand refuses them at pages, API reads, login, register, SMS, socket, PWA files and /auth/*, before the upstream`, async () => {
      const { mf, upstream } = productionWorker(GOOD_SECRETS, brands);
      for (const v of visitors(denied)) {
        for (const call of calls(host, 'https')) {
          const res = await mf.dispatchFetch(`https://${host}${call.path}`, {
            method: call.method,
            body: call.body,
            headers: { 'cf-connecting-ip': IP, ...call.headers },
            cf: v.cf as Partial<IncomingRequestCfProperties>,
            redirect: 'manual',
          });
          const what = `${call.name} from a ${v.who} visitor`;
          expect(res.status, what).toBe(451);
          expect(res.headers.get('set-cookie'), what).toBeNull();
          const body = await res.text();
          if (call.api)
            expect(JSON.parse(body), what).toMatchObject({ success: false, code: 'REGION_BLOCKED', value: { location: { ip: IP, country: v.country } } });
          else expect(body, what).toContain(`data-testid="visitor-country">${v.country}<`);
        }
      }
      expect(upstream.map((u) => new URL(u.url).pathname)).toEqual([]);
      // an allowed visitor passes the same doors
      const vendors = await mf.dispatchFetch(`https://${host}/lgw/games/vendors`, { headers: { 'cf-connecting-ip': IP }, cf: { country: 'VN' } });
      expect(vendors.status).toBe(200);
    });
  }
});

describe('a brand whose region rule is invalid at run time (issue 40)', () => {
  it('answers 500 with a log line, never serving without its rule, while the other brands keep working', async () => {
    const broken = {
      prod: BRANDS.prod,
      // a misspelt key (everyone allowed, were it read leniently), a reserved code, an open redirect
      alow: { ...BRANDS.prod, hosts: ['alow.prod.example'], merchantCode: 'ALOW', regions: { alow: ['VN'] } },
      uk: { ...BRANDS.prod, hosts: ['uk.prod.example'], merchantCode: 'UK', regions: { deny: ['UK'] } },
      open: { ...BRANDS.prod, hosts: ['open.prod.example'], merchantCode: 'OPEN', regions: { deny: ['KP'], redirect: { all: 'https://evil.example/' } } },
    };
    const { mf, upstream, logs } = productionWorker(GOOD_SECRETS, broken);
    for (const host of ['alow.prod.example', 'uk.prod.example', 'open.prod.example']) {
      for (const p of ['/', '/lgw/games/vendors', '/wps/system/status', '/live/socket']) {
        const res = await mf.dispatchFetch(`https://${host}${p}`, { cf: { country: 'VN' } });
        expect(res.status, `${host}${p}`).toBe(500);
        expect(await res.text()).not.toMatch(/alow|UK|evil/);
      }
    }
    // nothing of theirs reached the upstream
    expect(upstream.map((u) => u.headers.get('x-merchant-code')).filter((m) => m !== 'PROD')).toEqual([]);
    const log = () => logs.join('');
    await expect.poll(log).toContain('Invalid brand config at BRANDS.alow.regions');
    expect(log()).toContain('Invalid brand config at BRANDS.uk.regions.deny.0');
    expect(log()).toContain('Invalid brand config at BRANDS.open.regions.redirect.all');
    expect(log()).toContain('brand config: alow.prod.example not served');
    // the valid brand serves, its rule applied
    const ok = await mf.dispatchFetch(`https://${HOST}/lgw/games/vendors`, { cf: { country: 'VN' } });
    expect(ok.status).toBe(200);
  });
});

describe("the upstream's status per IP in the production bundle (issue 40)", () => {
  it('two visitors of one country the upstream answers differently (it refuses one IP) each get their own answer, from the cache too', async () => {
    const REFUSED = '203.0.113.66';
    const { mf, upstream } = productionWorker(GOOD_SECRETS, BRANDS, (req) => {
      if (new URL(req.url).pathname !== '/wps/system/status') return STATUS_0();
      const ip = req.headers.get('x-client-ip') ?? '';
      const value = { status: ip === REFUSED ? 2 : 0, ip, country: req.headers.get('x-client-country') ?? '' };
      return new Response(JSON.stringify({ success: true, code: '0', message: '', value }), { headers: { 'content-type': 'application/json' } });
    });
    const page = (ip: string) => mf.dispatchFetch(`https://${HOST}/rng`, { headers: { 'cf-connecting-ip': ip }, cf: { country: 'VN' }, redirect: 'manual' });
    // the allowed visitor first: a per-country cache would hand the refused one this answer
    for (const [ip, refused] of [
      ['203.0.113.10', false],
      [REFUSED, true],
      ['203.0.113.10', false],
      [REFUSED, true],
    ] as const) {
      const res = await page(ip);
      const body = await res.text();
      expect(res.status === 451, `${ip}: ${res.status}`).toBe(refused);
      if (refused) expect(body).toContain(`data-testid="visitor-ip">${ip}<`);
    }
    // each IP asked the upstream once: the second visit of each came from its own cache entry
    const asked = upstream.filter((u) => new URL(u.url).pathname === '/wps/system/status').map((u) => u.headers.get('x-client-ip'));
    expect(asked.sort()).toEqual(['203.0.113.10', REFUSED]);
  });
});

describe('SESSION_SECRET rotation', () => {
  const OLD = GOOD_SECRET;
  const NEW = 'Zr5tW8yB1nM4qK7pL0sD3fG6hJ9kX2cV5bN8mQ1wE4r';
  const member = { token: 'tok-of-the-old-session', username: 'player1', type: 0, brand: 'prod' };
  const secrets = (session: string) => ({ SESSION_SECRET: session, CS_PATH_KEYS: GOOD_KEYS, LIVE_WEBHOOK_SECRETS: GOOD_WEBHOOK_SECRETS });
  /** The authorization the worker sends upstream for a call carrying this session cookie. */
  async function sentAuthorization(sessionSecret: string, cookie: string) {
    const { mf, upstream } = productionWorker(secrets(sessionSecret));
    const res = await mf.dispatchFetch(`https://${HOST}/wps/system/status`, { headers: { cookie: `sid=${cookie}` } });
    expect(res.status).toBe(200);
    return upstream.at(-1)?.headers.get('authorization') ?? null;
  }

  it('a session sealed with the old key still opens after the new key is put in front of it', async () => {
    const old = await sealSession(member, OLD);
    expect(await sentAuthorization(`${NEW},${OLD}`, old)).toBe(`Bearer ${member.token}`);
  });

  it('once the old key is dropped its sessions no longer open', async () => {
    const old = await sealSession(member, OLD);
    expect(await sentAuthorization(NEW, old)).toBeNull();
  });

  it('new sessions are sealed with the first key of the list', async () => {
    const sealed = await sealSession(member, ` ${NEW} , ${OLD}`);
    expect(await openSession(sealed, NEW)).toEqual(member);
    expect(await openSession(sealed, OLD)).toBeNull();
  });

  it.each([
    ['a development key behind a good one', `${NEW},dev-only-session-secret-0123456789abcdef`],
    ['a short key behind a good one', `${NEW},short`],
    ['a list of blanks', ' , '],
  ])('refuses to serve on %s', async (_, sessionSecret) => {
    const { mf } = productionWorker(secrets(sessionSecret));
    expect((await mf.dispatchFetch(`https://${HOST}/healthz`)).status).toBe(500);
  });
});

describe('logs and client errors', () => {
  const good = { SESSION_SECRET: GOOD_SECRET, CS_PATH_KEYS: GOOD_KEYS, LIVE_WEBHOOK_SECRETS: GOOD_WEBHOOK_SECRETS };
  const lines = (logs: string[], event: string) =>
    logs
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes(`"event":"${event}"`))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const send = (mf: Miniflare, body: string, ip = '203.0.113.20', headers: Record<string, string> = {}) =>
    mf.dispatchFetch(`https://${HOST}/client-errors`, {
      method: 'POST',
      body,
      headers: { origin: `https://${HOST}`, 'cf-connecting-ip': ip, 'content-type': 'text/plain', ...headers },
    });

  it('writes one JSON line per request: ray, brand, route pattern, status, duration, cache; no query, token or IP', async () => {
    const { mf, logs } = productionWorker(good);
    await mf.dispatchFetch(`https://${HOST}/wps/system/status?token=tok-abc`, {
      headers: { 'cf-ray': '8f00aa-SIN', 'cf-connecting-ip': '203.0.113.9' },
      cf: { country: 'VN' },
    });
    await mf.dispatchFetch(`https://${HOST}/member/player1234?x=1`, { headers: { 'cf-ray': '8f00ab-SIN', 'cf-connecting-ip': '203.0.113.9' } });
    await expect.poll(() => lines(logs, 'request').length).toBeGreaterThanOrEqual(2);
    const [api, page] = lines(logs, 'request');
    expect(api).toMatchObject({ ray: '8f00aa-SIN', brand: 'prod', method: 'GET', route: '/wps/*', status: 200, country: 'VN' });
    expect(typeof api!.durationMs).toBe('number');
    expect(api).toHaveProperty('cache');
    expect(page).toMatchObject({ ray: '8f00ab-SIN', route: '/member/:id' });
    const all = logs.join('');
    for (const secret of ['tok-abc', '203.0.113.9', 'player1234', 'x=1']) expect(all).not.toContain(secret);
  });

  it("an upstream failure's line carries its request's ray id, as the request's own line does", async () => {
    const { mf, logs } = productionWorker(good);
    const res = await mf.dispatchFetch(`https://${HOST}/wps/content/fails`, { headers: { 'cf-ray': '8f00ac-SIN', 'cf-connecting-ip': '203.0.113.9' } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await expect.poll(() => lines(logs, 'request').length).toBeGreaterThanOrEqual(1);
    expect(lines(logs, 'upstream_failure')).toEqual([
      expect.objectContaining({ ray: '8f00ac-SIN', brand: 'PROD', path: '/wps/content/fails', upstreamStatus: 503 }),
    ]);
    expect(lines(logs, 'request')[0]).toMatchObject({ ray: '8f00ac-SIN' });
  });

  it('keeps a report as one sanitised client_error line and answers 204', async () => {
    const { mf, logs } = productionWorker(good);
    const report = {
      kind: 'error',
      message: 'TypeError: x of player@example.com at https://play.prod.example/a.js?token=abcdefabcdefabcdefabcdefabcdef 0912345678',
      stack: 'at f (https://play.prod.example/assets/entry-abc.js:1:2)',
      route: '/member/player1234',
    };
    const res = await send(mf, JSON.stringify(report));
    expect(res.status).toBe(204);
    await expect.poll(() => lines(logs, 'client_error').length).toBe(1);
    const [line] = lines(logs, 'client_error');
    expect(line).toMatchObject({ brand: 'prod', kind: 'error', route: '/member/:id' });
    for (const secret of ['player@example.com', 'token=', '0912345678', 'player1234']) expect(JSON.stringify(line)).not.toContain(secret);
  });

  it('refuses oversized, malformed, cross-site and flooding reports without a log line for any of them', async () => {
    const { mf, logs } = productionWorker(good);
    const report = JSON.stringify({ kind: 'error', message: 'boom', route: '/' });
    expect((await send(mf, 'x'.repeat(5000), '203.0.113.30')).status).toBe(413);
    // a field over its length (the body itself within the limit) is malformed
    expect((await send(mf, JSON.stringify({ kind: 'error', message: 'm'.repeat(3000), route: '/' }), '203.0.113.31')).status).toBe(400);
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ kind: 'other', message: 'x', route: '/' }),
      JSON.stringify({ kind: 'error', message: 'x', route: '/', email: 'a@b.c' }),
    ])
      expect((await send(mf, bad, '203.0.113.32')).status, bad).toBe(400);
    expect((await send(mf, report, '203.0.113.33', { origin: 'https://evil.example' })).status).toBe(403);
    // a flood from one visitor: the first CLIENT_ERROR_LIMIT pass, the rest are refused
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERROR_LIMIT + 30; i++) statuses.push((await send(mf, report, '203.0.113.34')).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(CLIENT_ERROR_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    await mf.dispatchFetch(`https://${HOST}/healthz`);
    await expect.poll(() => lines(logs, 'request').some((l) => l.route === '/healthz')).toBe(true);
    // only the accepted reports are logged; no line at all for a refused one, no request line for the endpoint
    expect(lines(logs, 'client_error')).toHaveLength(CLIENT_ERROR_LIMIT);
    expect(lines(logs, 'request').filter((l) => String(l.route).includes('client-errors'))).toHaveLength(0);
    expect(
      logs
        .join('')
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('{')),
    ).toEqual([]);
  });
});

describe('Web Vitals', () => {
  const good = { SESSION_SECRET: GOOD_SECRET, CS_PATH_KEYS: GOOD_KEYS, LIVE_WEBHOOK_SECRETS: GOOD_WEBHOOK_SECRETS };
  const report = JSON.stringify({
    route: '/member/player1234',
    lang: 'en',
    connection: '3g',
    metrics: [
      { name: 'LCP', value: 2310.5, rating: 'good' },
      { name: 'CLS', value: 0.02, rating: 'good' },
    ],
  });
  const send = (mf: Miniflare, body: string, ip: string, headers: Record<string, string> = {}) =>
    mf.dispatchFetch(`https://${HOST}/vitals`, {
      method: 'POST',
      body,
      headers: { origin: `https://${HOST}`, 'cf-connecting-ip': ip, 'content-type': 'text/plain', ...headers },
    });

  it('takes a report (204) into Analytics Engine and keeps no local copy: /__dev/vitals is not there', async () => {
    const { mf } = productionWorker(good);
    expect((await send(mf, report, '203.0.113.40')).status).toBe(204);
    expect((await mf.dispatchFetch(`https://${HOST}/__dev/vitals`)).status).toBe(404);
  });

  it('refuses oversized, malformed, cross-site and flooding reports, with no log line for any report', async () => {
    const { mf, logs } = productionWorker(good);
    expect((await send(mf, 'x'.repeat(3000), '203.0.113.41')).status).toBe(413);
    for (const bad of [
      'not json',
      '{}',
      // an unknown metric, a negative or endless value, a field the report has not, a route that is no path
      report.replace('"LCP"', '"XYZ"'),
      report.replace('2310.5', '-1'),
      report.replace('2310.5', '1e12'),
      report.replace('"lang":"en"', '"lang":"en","ip":"1.2.3.4"'),
      report.replace('"/member/player1234"', '"https://evil.example/"'),
    ])
      expect((await send(mf, bad, '203.0.113.42')).status, bad).toBe(400);
    expect((await send(mf, report, '203.0.113.43', { origin: 'https://evil.example' })).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_LIMIT + 10; i++) statuses.push((await send(mf, report, '203.0.113.44')).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(VITALS_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    await mf.dispatchFetch(`https://${HOST}/healthz`);
    await expect.poll(() => logs.join('')).toContain('"route":"/healthz"');
    // the request log leaves the endpoint out, and nothing else is written for a report
    expect(logs.join('')).not.toContain('/vitals');
    expect(
      logs
        .join('')
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('{')),
    ).toEqual([]);
  });
});
