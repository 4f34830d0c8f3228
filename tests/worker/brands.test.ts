/** One deployment, several brands picked by host (wrangler.toml vars.BRANDS). */
import { describe, expect, it } from 'vitest';
import { element, HOSTS, html, raw, t } from './http';

describe('brands by host', () => {
  it('127.0.0.1 is Demo Club (name in the title and footer, logo text DEMO CLUB)', async () => {
    const res = await raw('/', { host: HOSTS.demo });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${html(t('ty', 'meta.title.home'))} · Demo Club</title>`);
    expect(res.body).toContain('DEMO CLUB');
    expect(element(res.body, 'footer')).toContain('Demo Club');
    expect(res.body).not.toContain('Lucky Star');
  });

  it('localhost is Lucky Star, in English (its only language)', async () => {
    const res = await raw('/', { host: HOSTS.lucky });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${html(t('en', 'meta.title.home'))} · Lucky Star</title>`);
    expect(res.body).toContain('LUCKY STAR');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).not.toContain('Demo Club');
  });

  it('the host match ignores case and port', async () => {
    const res = await raw('/', { host: 'LOCALHOST' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('· Lucky Star</title>');
  });

  it.each(['evil.example', 'demo.example', '127.0.0.2'])('unknown host %s answers 421 with the invalid-domain page', async (host) => {
    const res = await raw('/', { host });
    expect(res.status).toBe(421);
    expect(res.header('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain(html(t('ty', 'status.invalidDomain.title')));
    expect(res.body).toContain(html(t('ty', 'status.invalidDomain.text')));
    expect(res.body).not.toContain('Demo Club');
    expect(res.body).not.toContain('Lucky Star');
  });

  it('an unknown host gets no API either', async () => {
    const res = await raw('/lgw/games/vendors', { host: HOSTS.unknown });
    expect(res.status).toBe(421);
  });

  it('lucky has no language picker (one language); demo has one with all six', async () => {
    const lucky = await raw('/', { host: HOSTS.lucky });
    expect(lucky.body).not.toMatch(/<select\b/);
    expect(lucky.body).not.toContain(`>${html(t('en', 'layout.language'))}</label>`);
    const demo = await raw('/', { host: HOSTS.demo });
    const select = element(demo.body, 'select');
    expect(select).toBeDefined();
    expect([...select!.matchAll(/<option\b[^>]*value="(\w+)"/g)].map((m) => m[1]).sort()).toEqual(['cn', 'en', 'id', 'th', 'ty', 'vi']);
    expect(demo.body).toMatch(new RegExp(`<label\\b[^>]*>${html(t('ty', 'layout.language'))}</label>`));
  });

  it('lucky has no Card Games in the header (no PVP vendors); demo has', async () => {
    const luckyHeader = element((await raw('/', { host: HOSTS.lucky })).body, 'header') ?? '';
    expect(luckyHeader).toContain(`>${html(t('en', 'category.RNG'))}<`);
    expect(luckyHeader).not.toContain(`>${html(t('en', 'category.PVP'))}<`);
    expect(luckyHeader).not.toContain('href="/pvp"');
    const demoHeader = element((await raw('/', { host: HOSTS.demo })).body, 'header') ?? '';
    expect(demoHeader).toContain(`>${html(t('ty', 'category.PVP'))}<`);
    expect(demoHeader).toContain('href="/pvp"');
  });

  it("each brand's API calls go to its own merchant", async () => {
    const demo = JSON.parse((await raw('/wps/system/whitelabel', { host: HOSTS.demo })).body);
    const lucky = JSON.parse((await raw('/wps/system/whitelabel', { host: HOSTS.lucky })).body);
    expect(demo.value.brandName).toBe('Demo Club');
    expect(lucky.value.brandName).toBe('Lucky Star');
  });

  it('the page state names the brand and never the upstream or secrets', async () => {
    const body = (await raw('/', { host: HOSTS.demo })).body;
    const state = /<script type="application\/json" id="__portal">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(state).toBeDefined();
    const parsed = JSON.parse(state!) as { brand: Record<string, unknown>; lang: string };
    expect(parsed.brand.name).toBe('Demo Club');
    expect(parsed.lang).toBe('ty');
    expect(state).not.toContain('SESSION_SECRET');
    expect(state).not.toContain('dev-only-session-secret');
    expect(parsed.brand).not.toHaveProperty('upstream');
    expect(parsed.brand).not.toHaveProperty('merchantCode');
  });
});
