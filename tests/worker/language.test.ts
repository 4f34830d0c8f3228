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
    const state = JSON.parse(/id="__portal">([\s\S]*?)<\/script>/.exec(res.body)![1]) as { lang: string };
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
    expect(JSON.parse(/id="__portal">([\s\S]*?)<\/script>/.exec(res.body)![1]).lang).toBe('ty');
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
