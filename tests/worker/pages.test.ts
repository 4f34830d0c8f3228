/** docs/product.md 2.1 routes through the edge worker: status, streaming, layout landmarks, lobbies. */
import { describe, expect, it } from 'vitest';
import type { GameCategory, GameList, VendorLanes } from '@shared/api';
import { PRODUCT_PATHS } from '../setup/product-paths';
import { element, gateway, html, raw, t, textOf, translationPattern } from './http';

// the promotion detail of the first seeded promotion
const ROUTES = PRODUCT_PATHS.map((path) => (path === '/promoDetail' ? '/promoDetail?id=1' : path));
const LOBBIES: Record<string, GameCategory> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/inhouse': 'INHOUSE',
  '/elott': 'ELOTT',
};
const BRAND = 'Demo Club';

function expectLayout(body: string, { header }: { header: boolean }) {
  // side menu: a complementary landmark named by layout.sideMenu, with a navigation inside
  const aside = element(body, 'aside', `aria-label="${html(t('ty', 'layout.sideMenu'))}"`);
  expect(aside, 'side menu <aside aria-label=layout.sideMenu>').toBeDefined();
  expect(aside).toMatch(/<nav\b/);
  expect(aside).toContain(`>${html(t('ty', 'layout.home'))}<`);
  // header with the game-category navigation, except where the route hides it
  if (header) {
    const h = element(body, 'header');
    expect(h, '<header>').toBeDefined();
    expect(h).toMatch(new RegExp(`<nav\\b[^>]*aria-label="${html(t('ty', 'layout.gameCategories'))}"`));
  } else {
    expect(body).not.toMatch(/<header\b/);
  }
  expect(body).toMatch(/<main\b[^>]*id="main"/);
  const footer = element(body, 'footer');
  expect(footer, '<footer>').toBeDefined();
  expect(footer).toMatch(translationPattern('ty', 'footer.copyright', { year: /\d{4}/, brand: BRAND }));
  // the page's code waits in an inert template at the end, put to work after the first paint and
  // the first banner (worker/ssr/document.ts pageScripts): the stylesheet and the banner have the slow link first
  const head = body.slice(0, body.indexOf('</head>'));
  expect(head).not.toMatch(/<link rel="(modulepreload|prefetch)"/);
  const template = /<template id="__modules">(.*?)<\/template>/.exec(body)?.[1] ?? '';
  const preloads = template.match(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  expect(template.replace(/<link [^>]*>/g, '')).toBe('');
  // the image host (the first banner is the page's largest paint) is connected to from the head, before the stylesheet
  const imageCdn = /"imageCdn":"([^"]+)"/.exec(body)?.[1];
  expect(imageCdn, 'the page state names its image host').toBeDefined();
  expect(body.indexOf(`<link rel="preconnect" href="${new URL(imageCdn!).origin}">`)).toBeGreaterThan(-1);
  expect(body.indexOf('<link rel="preconnect"')).toBeLessThan(body.indexOf('<link rel="stylesheet"'));
  // the state the browser hydrates from, then the module links and the loader of the entry (the first of them)
  expect(body).toMatch(/<script type="application\/json" id="__portal">\{/);
  const entry = /^<link rel="modulepreload" href="([^"]+)"/.exec(template)?.[1];
  expect(body).toMatch(/<\/template><script type="module" nonce="[^"]+">[^<]+<\/script><\/body><\/html>$/);
  expect(body.slice(body.lastIndexOf('<script'))).toContain(`import(${JSON.stringify(entry)})`);
}

/** /seamless: main content only, no side menu, header or footer (no brand flag forces them). */
function expectBare(body: string) {
  expect(body).toMatch(/<main\b[^>]*id="main"/);
  expect(element(body, 'aside', `aria-label="${html(t('ty', 'layout.sideMenu'))}"`)).toBeUndefined();
  expect(body).not.toMatch(/<header\b/);
  expect(element(body, 'footer')).toBeUndefined();
}

describe('every SPEC route', () => {
  it.each(ROUTES)('%s answers 200 streamed HTML in the layout', async (route) => {
    // rendered for this request: a parameter no page reads is never served from the page
    // cache (worker/ssr/page-query.ts), whose hits are sent whole, with a Content-Length
    const res = await raw(`${route}?render=${Math.random().toString(36).slice(2)}`);
    expect(res.status).toBe(200);
    expect(res.header('x-page-cache')).toBe('bypass');
    expect(res.header('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    // streamed: chunked, no Content-Length
    expect(res.header('content-length')).toBeUndefined();
    expect(res.header('transfer-encoding')).toBe('chunked');
    expect(res.body.startsWith('<!doctype html><html lang="vi"')).toBe(true);
    if (route === '/seamless') expectBare(res.body);
    else expectLayout(res.body, { header: route !== '/helpmc' });
  });

  it('/seamless hides the side and top bars (docs/product.md 2.1)', async () => {
    expectBare((await raw('/seamless')).body);
  });

  it('/helpmc has no header, other pages have one', async () => {
    expect((await raw('/helpmc')).body).not.toMatch(/<header\b/);
    expect((await raw('/help')).body).toMatch(/<header\b/);
  });

  it('a trailing slash is the same page', async () => {
    expect((await raw('/rng/')).status).toBe(200);
  });
});

describe('unknown path', () => {
  it.each(['/no-such-page', '/rng/extra', '/promo'])('%s answers 404 with the not-found page in the layout', async (route) => {
    const res = await raw(route);
    expect(res.status).toBe(404);
    expect(res.header('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>${html(t('ty', 'notFound.title'))}</h1>`);
    expect(res.body).toContain(html(t('ty', 'notFound.text')));
    expectLayout(res.body, { header: true });
  });
});

describe('lobbies list the games the gateway returns for their category', () => {
  it.each(Object.entries(LOBBIES))('%s (%s)', async (route, category) => {
    const [res, lanes, list] = await Promise.all([
      raw(route),
      gateway<VendorLanes>(`/lgw/games/vendor?gameCategory=${category}&platform=html5-desktop`),
      gateway<GameList>(`/lgw/games/list?gameType=${category}&pageNo=1&pageSize=42`),
    ]);
    expect(res.status).toBe(200);
    const names = lanes.data.lanes.flatMap((lane) => lane.cards.map((card) => card.gameName));
    const titles = lanes.data.lanes.map((lane) => lane.title);
    expect(names.length, `gateway has games for ${category}`).toBeGreaterThan(0);
    const main = element(res.body, 'main') ?? '';
    expect(main).toContain(`<h1 class="page-title">${html(t('ty', `category.${category}`))}</h1>`);
    for (const title of titles) expect(main).toContain(html(title));
    const cardNames = (part: string) => [...part.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]!).trim());
    // the lanes (no div inside them, so the first </div> closes them), then the first page of the list
    expect(cardNames(element(main, 'div', 'class="lanes"') ?? '').sort()).toEqual([...names].sort());
    expect(cardNames(element(main, 'section', 'class="game-list"') ?? '')).toEqual(list.games.map((g) => g.gameName));
  });

  it('renders the list its URL asks for: filters and page 2, with the page links', async () => {
    const [res, list] = await Promise.all([
      raw('/rng?q=o&page=2&minLine=nope'),
      gateway<GameList>('/lgw/games/list?gameType=RNG&gameName=o&pageNo=2&pageSize=42'),
    ]);
    expect(res.status).toBe(200);
    const section = element(element(res.body, 'main') ?? '', 'section', 'class="game-list"') ?? '';
    const names = [...section.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]!).trim());
    expect(list.totalPages, 'the seed has two pages of RNG names with an o').toBe(2);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(list.games.map((g) => g.gameName));
    // page 1 is a real link without the page parameter; page 2 is the current one
    const link = (n: number) => [...section.matchAll(/<a\b([^>]*)>(\d+)<\/a>/g)].find((m) => m[2] === String(n))?.[1] ?? '';
    expect(link(1)).toContain('href="/rng?q=o"');
    expect(link(1)).not.toContain('aria-current');
    expect(link(2)).toContain('href="/rng?q=o&amp;page=2"');
    expect(link(2)).toContain('aria-current="page"');
    // no lanes on a narrowed list
    expect(res.body).not.toContain('class="lanes"');
  });

  it("/elott lists a LOTT vendor's games when the side menu picks one", async () => {
    const [res, list] = await Promise.all([
      raw('/elott?vendor=TCG_SEA'),
      gateway<GameList>('/lgw/games/list?gameType=LOTT&vassalage=TCG_SEA&pageNo=1&pageSize=42'),
    ]);
    const section = element(element(res.body, 'main') ?? '', 'section', 'class="game-list"') ?? '';
    const names = [...section.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]!).trim());
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(list.games.map((g) => g.gameName));
  });

  it('?vendor= narrows a lobby to that vendor', async () => {
    const lanes = await gateway<VendorLanes>('/lgw/games/vendor?gameCategory=RNG&platform=html5-desktop');
    const [first, second] = lanes.data.lanes;
    // the narrowing is only shown by a lane that goes away: the seed has more than one RNG vendor
    expect(second, 'RNG has a second vendor lane in the seed').toBeDefined();
    const vendor = first!.cards[0]!.vassalage;
    const res = await raw(`/rng?vendor=${encodeURIComponent(vendor)}`);
    expect(res.status).toBe(200);
    const main = element(res.body, 'main') ?? '';
    for (const card of first!.cards) expect(main).toContain(html(card.gameName));
    // a lane is marked by its aria-label: the vendor's is there, the other vendor's is not
    expect(main).toContain(`aria-label="${html(first!.title)}"`);
    expect(main).not.toContain(`aria-label="${html(second!.title)}"`);
  });
});
