/** The language is decided on the server: the lang cookie if the brand offers it, else the brand default. */
import { describe, expect, it } from 'vitest';
import { HOSTS, html, raw, t } from './http';

const page = (cookie?: string, host: string = HOSTS.demo) => raw('/', { host, headers: cookie ? { cookie } : {} });

describe('language', () => {
  it('no cookie: TY, <html lang="vi">', async () => {
    const res = await page();
    expect(res.body).toMatch(/^<!doctype html><html lang="vi"/);
    expect(res.body).toContain(`>${html(t('ty', 'layout.home'))}<`);
    expect(res.body).toContain(`<label for="`);
    expect(res.body).toContain(`>${html(t('ty', 'layout.language'))}</label>`);
  });

  it('lang=en: English text and <html lang="en">', async () => {
    const res = await page('lang=en');
    expect(res.body).toMatch(/^<!doctype html><html lang="en"/);
    for (const key of ['layout.home', 'layout.language', 'footer.responsibleTitle']) {
      expect(res.body).toContain(html(t('en', key)));
      if (t('ty', key) !== t('en', key)) expect(res.body).not.toContain(`>${html(t('ty', key))}<`);
    }
    const state = JSON.parse(/id="__portal">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { lang: string };
    expect(state.lang).toBe('en');
  });

  it('the not-found page is translated too', async () => {
    const res = await raw('/no-such-page', { headers: { cookie: 'lang=en' } });
    expect(res.status).toBe(404);
    expect(res.body).toContain(`<h1>${html(t('en', 'notFound.title'))}</h1>`);
  });

  it.each([
    ['cn', 'zh-CN'],
    ['th', 'th'],
    ['id', 'id'],
    ['vi', 'vi'],
  ] as const)('lang=%s renders <html lang="%s">', async (lang, htmlLang) => {
    const res = await page(`other=1; lang=${lang}`);
    expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${htmlLang}"`));
    expect(res.body).toContain(html(t(lang, 'layout.home')));
  });

  it.each(['lang=xx', 'lang=', 'lang=EN', 'lang=../en', 'lang=en%00'])('%s is ignored: default TY', async (cookie) => {
    const res = await page(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^<!doctype html><html lang="vi"/);
    expect(JSON.parse(/id="__portal">([\s\S]*?)<\/script>/.exec(res.body)![1]!).lang).toBe('ty');
  });

  it("a language the brand does not offer falls back to the brand's default", async () => {
    const res = await page('lang=ty', HOSTS.lucky);
    expect(res.body).toMatch(/^<!doctype html><html lang="en"/);
  });

  it('the invalid-domain page is in the default language (no brand, no languages)', async () => {
    const res = await raw('/', { host: 'evil.example', headers: { cookie: 'lang=en' } });
    expect(res.status).toBe(421);
    // no brand: default language (the brand decides the languages; there is none)
    expect(res.body).toContain(html(t('ty', 'status.invalidDomain.text')));
  });
});

describe('title and meta description (Lighthouse meta-description, WCAG 2.4.2)', () => {
  const description = (body: string) => /<meta name="description" content="([^"]*)">/.exec(body)?.[1];
  const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)![1]!;
  const brandName = (body: string) => title(body).split(' · ').at(-1)!;

  it.each([
    ['/', 'meta.description', 'en'],
    ['/register', 'meta.description.register', 'th'],
    ['/promotions', 'meta.description.promotions', 'cn'],
    ['/download', 'meta.description.download', 'id'],
  ] as const)('%s has its translated description (%s, %s)', async (path, key, lang) => {
    const res = await raw(path, { headers: { cookie: `lang=${lang}` } });
    const brand = brandName(res.body)!;
    expect(description(res.body)).toBe(html(t(lang, key, { brand })));
  });

  it('a lobby names its category in the page language, and the strings stay out of the state script', async () => {
    const res = await raw('/live', { headers: { cookie: 'lang=id' } });
    const text = description(res.body)!;
    expect(text).toContain(html(t('id', 'category.LIVE')));
    expect(text).toContain(brandName(res.body));
    expect(/id="__portal">([\s\S]*?)<\/script>/.exec(res.body)![1]).not.toContain('meta.description');
  });

  it.each([
    ['/rng', 'th', 'category.RNG'],
    ['/promotions', 'en', 'pages.promotions.title'],
    ['/pointMall', 'cn', 'pages.pointMall.title'],
    ['/helpmc', 'ty', 'pages.helpmc.title'],
  ] as const)('%s is titled by its own name in %s, the brand last', async (path, lang, key) => {
    const res = await raw(path, { headers: { cookie: `lang=${lang}` } });
    expect(title(res.body)).toBe(`${html(t(lang, key))} · Demo Club`);
  });

  it('every route of the table has a title and description of its own in the server HTML', async () => {
    const paths = ['/', '/register', '/login', '/rng', '/live', '/lottery', '/promotions', '/pointMall', '/help', '/helpmc', '/download', '/gamecenter'];
    const heads = await Promise.all(paths.map((path) => raw(path, { headers: { cookie: 'lang=en' } }).then((res) => [title(res.body), description(res.body)])));
    expect(new Set(heads.map(([t]) => t)).size).toBe(paths.length);
    expect(new Set(heads.map(([, d]) => d)).size).toBe(paths.length);
  });

  it('a page not found is titled so', async () => {
    const res = await raw('/no-such-page', { headers: { cookie: 'lang=en' } });
    expect(title(res.body)).toBe(`${html(t('en', 'notFound.title'))} · Demo Club`);
  });
});
