/**
 * docs/product.md 2.2 root screen by system status, through the gateway's operator switches.
 * The worker caches the upstream status per visitor (IP and country) for 10 s and serves stale
 * answers while it refreshes, at most 60 s past that, so every switch is followed by polling; each test uses its own
 * simulated country so that one test's cached status cannot leak into another's. State
 * is restored in finally and polled back to normal.
 * Each request moves the edge cache's clock 11 s ahead (development only, x-edge-clock-ahead-ms):
 * every cached status is then past its time to live, so a switch shows after one stale answer
 * and its refresh, as it would 10 s later, instead of after waiting out the real clock.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { admin, ADMIN_TOKEN, GATEWAY_URL, HOSTS, html, pollUntil as pollEvery, raw, t } from './http';

const AHEAD = { 'x-edge-clock-ahead-ms': '11000' };

const visit = (country: string, ip?: string, extra: Record<string, string> = {}) =>
  raw('/', { headers: { 'x-simulate-country': country, ...(ip ? { 'x-simulate-ip': ip } : {}), ...AHEAD, ...extra } });

/**
 * Polls often: the switch shows once the refresh behind the first stale answer has landed. Gives
 * up after 8 s, under the 10 s time to live, so a clock that did not move would fail here.
 */
const pollUntil = <T>(probe: () => Promise<T>, done: (value: T) => boolean) => pollEvery(probe, done, 8_000, 200);

const clearFaults = () => fetch(`${GATEWAY_URL}/__admin/faults`, { method: 'DELETE', headers: { 'X-Admin-Token': ADMIN_TOKEN } }).then((r) => r.arrayBuffer());

afterAll(async () => {
  await clearFaults();
  await admin('/maintenance', { merchantCode: 'DEMO', on: false });
  await admin('/region', { merchantCode: 'DEMO', deny: [] });
});

describe('maintenance (status 1)', () => {
  it('answers 503 with Retry-After and the maintenance page, then 200 again when it ends', async () => {
    const country = 'MQ';
    expect((await visit(country)).status).toBe(200);
    try {
      await admin('/maintenance', { merchantCode: 'DEMO', on: true });
      const res = await pollUntil(
        () => visit(country, undefined, { cookie: 'lang=en' }),
        (r) => r.status === 503,
      );
      expect(res.status).toBe(503);
      const retryAfter = Number(res.header('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
      expect(res.header('cache-control')).toMatch(/no-store/);
      expect(res.body).toContain('System Maintenance');
      expect(res.body).toContain('RESTRICTION OF VISIT');
      // complete document, no app (no JS needed)
      expect(res.body).toMatch(/<\/html>$/);
      expect(res.body).not.toMatch(/<script type="module"/);
      // in the default language, its translation (the edge cache keys status by language too: poll again)
      const ty = await pollUntil(
        () => visit(country),
        (r) => r.status === 503,
      );
      expect(ty.status).toBe(503);
      expect(ty.body).toContain(html(t('ty', 'status.maintenance.title')));
      expect(ty.body).toContain(html(t('ty', 'status.maintenance.restriction')));
      // every page route, not only /
      expect(
        (
          await pollUntil(
            () => raw('/rng', { headers: { 'x-simulate-country': country, ...AHEAD } }),
            (r) => r.status === 503,
          )
        ).status,
      ).toBe(503);
    } finally {
      await admin('/maintenance', { merchantCode: 'DEMO', on: false });
    }
    expect(
      (
        await pollUntil(
          () => visit(country),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await pollUntil(
          () => visit(country, undefined, { cookie: 'lang=en' }),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await pollUntil(
          () => raw('/rng', { headers: { 'x-simulate-country': country, ...AHEAD } }),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
  });

  it('a maintenance end time sets Retry-After to the seconds left', async () => {
    const country = 'MR';
    const until = new Date(Date.now() + 3_600_000).toISOString();
    try {
      await admin('/maintenance', { merchantCode: 'DEMO', on: true, until });
      const res = await pollUntil(
        () => visit(country),
        (r) => r.status === 503,
      );
      expect(res.status).toBe(503);
      const retryAfter = Number(res.header('retry-after'));
      expect(retryAfter).toBeGreaterThan(3_000);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
    } finally {
      await admin('/maintenance', { merchantCode: 'DEMO', on: false });
    }
    expect(
      (
        await pollUntil(
          () => visit(country),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
  });
});

describe('the last known status (worker/upstream/cache-policy.ts STATUS_MAX_STALE_SECONDS)', () => {
  it('is kept at most 60 s past its 10 s: a maintenance seen before the upstream went unreadable shows until then, not after', async () => {
    const country = 'MU';
    const at = (aheadMs: number) =>
      raw('/', { headers: { 'x-simulate-country': country, 'x-simulate-ip': '198.51.100.90', 'x-edge-clock-ahead-ms': String(aheadMs) } });
    try {
      await admin('/maintenance', { merchantCode: 'DEMO', on: true });
      expect(
        (
          await pollUntil(
            () => at(11_000),
            (r) => r.status === 503,
          )
        ).status,
      ).toBe(503);
      // the upstream's status cannot be read any more (a 500 page on every status call)
      await admin('/faults', { merchantCode: 'DEMO', prefix: '/wps/system/status', kind: 'server-error' });
      // 40 s later: stale, still the last known answer (and its refresh behind fails)
      expect((await at(40_000)).status).toBe(503);
      expect((await at(40_000)).status).toBe(503);
      // 75 s later, past 10 + 60 s: no status is known; the demo brand's regions.statusUnreadable
      // is the default, serve, so the page is served instead of an old maintenance
      expect((await at(75_000)).status).toBe(200);
    } finally {
      await clearFaults();
      await admin('/maintenance', { merchantCode: 'DEMO', on: false });
    }
  });
});

describe('region (status 2)', () => {
  it('brand-level deny (demo denies KP in wrangler.toml): 451 with the IP and country shown', async () => {
    const res = await visit('KP', '203.0.113.9');
    expect(res.status).toBe(451);
    expect(res.header('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain(html(t('ty', 'status.region.text')));
    expect(res.body).toMatch(/data-testid="visitor-ip">203\.0\.113\.9</);
    expect(res.body).toMatch(/data-testid="visitor-country">KP</);
    expect(res.body).not.toMatch(/<script type="module"/);
  });

  it('the region page is in English with lang=en (SPEC 8 text)', async () => {
    const res = await visit('KP', '203.0.113.9', { cookie: 'lang=en' });
    expect(res.status).toBe(451);
    expect(res.body).toContain(
      'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
    );
  });

  it('BUG region page shows the visitor its own IP (status is cached per country, with the first visitor IP)', async () => {
    // two visitors from the same denied country, one after the other
    const first = await visit('KP', '198.51.100.23');
    expect(first.status).toBe(451);
    const second = await visit('KP', '198.51.100.77');
    expect(second.status).toBe(451);
    expect(second.body).toMatch(/data-testid="visitor-ip">198\.51\.100\.77</);
    expect(second.body).not.toContain('198.51.100.23');
  });

  it("BUG /wps/system/status tells each visitor its own IP, never an earlier visitor's", async () => {
    const a = JSON.parse((await raw('/wps/system/status', { headers: { 'x-simulate-country': 'NZ', 'x-simulate-ip': '192.0.2.10' } })).body);
    const b = JSON.parse((await raw('/wps/system/status', { headers: { 'x-simulate-country': 'NZ', 'x-simulate-ip': '192.0.2.20' } })).body);
    expect(a.value.location.ip).toBe('192.0.2.10');
    expect(b.value.location.ip).toBe('192.0.2.20');
  });

  it('the brand deny does not apply to the other brand', async () => {
    // lucky allows every country at brand level; its upstream (DEMO2) denies KP itself
    const res = await raw('/', { host: HOSTS.lucky, headers: { 'x-simulate-country': 'KP' } });
    expect(res.status).toBe(451);
    const vn = await raw('/', { host: HOSTS.lucky, headers: { 'x-simulate-country': 'VN' } });
    expect(vn.status).toBe(200);
  });

  it('upstream-level deny: POST /__admin/region DEMO deny SG, then SG visitors get 451; restored after', async () => {
    const country = 'SG';
    expect((await visit(country)).status).toBe(200);
    try {
      await admin('/region', { merchantCode: 'DEMO', deny: [country] });
      const res = await pollUntil(
        () => visit(country, '203.0.113.44'),
        (r) => r.status === 451,
      );
      expect(res.status).toBe(451);
      expect(res.body).toMatch(/data-testid="visitor-country">SG</);
      // other countries are not affected
      expect((await visit('TH')).status).toBe(200);
    } finally {
      await admin('/region', { merchantCode: 'DEMO', deny: [] });
    }
    expect(
      (
        await pollUntil(
          () => visit(country),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
  });

  it('BUG ?simulateCountry=&simulateIp= sets the dev_geo cookie that later pages use (Set-Cookie is lost)', async () => {
    const first = await raw('/?simulateCountry=KP&simulateIp=203.0.113.9');
    expect(first.status).toBe(451);
    const cookie = first.header('set-cookie') ?? '';
    expect(cookie).toMatch(/dev_geo=KP\|203\.0\.113\.9/);
    expect(cookie.toLowerCase()).toContain('httponly');
    const next = await raw('/rng', { headers: { cookie: cookie.split(';')[0]! } });
    expect(next.status).toBe(451);
  });
});
