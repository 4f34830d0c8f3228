import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from '../session/session-cookie';
import { IsolateCache } from '../upstream/isolate-cache';
import { pageAssets } from './assets';
import { TRANSLATIONS } from './locales';
import { pageFreshUntil } from './page-freshness';
import { pageQuery } from './page-query';
import { MEMBER_SHELL_ID } from '@shared/portal-state';
import { CENTRE_PARAM } from '@shared/centre';
import { safeJson } from './document';
import { BOT, publicSession, VISITOR_PAGE_CACHE_CONTROL } from './render-page';

/**
 * Whole pages of visitors in the edge cache (a page that need not be rendered per
 * request is not). A visitor's page of a brand, language and URL is the same for everyone
 * until the data it shows changes, so the first render is kept and later visitors get its
 * bytes with only the per-request parts made anew:
 *
 * - The CSP nonce: before a page is stored, HTMLRewriter replaces the value of every nonce
 *   attribute with a random marker (and the policy's nonce sources too); a page whose
 *   nonce shows up anywhere else is not stored. A hit swaps the marker for this request's
 *   nonce, so the stored entry holds no nonce that ever worked, and the page parse costs
 *   once per store, not per hit (about a quarter of a hit's time in wrangler dev). Nothing else in a visitor's page or its headers is per
 *   request: no CSRF token (state changes are checked by origin), no request id, no Vary,
 *   and a render that sets a cookie is not kept.
 * - Where it runs: after the gate (worker/middleware/gate.ts), which reads system status on
 *   every request, so maintenance (503) and region (451) pages are never hidden by a cached
 *   page; after the ?token= exchange, which must always run; before the whitelabel read
 *   (readWhitelabel), which only a render needs.
 * - The key: brand, language, bot or player (bots get the whole page at once, players the
 *   streamed one), the URL (host, path, and the query as page-query.ts bounds it: sorted,
 *   tracking parameters left out, a page with any other unknown or free-text parameter not
 *   cached at all) and the build (client chunks and
 *   strings), under a cache of its own. Theme and device are not in it because the server
 *   render reads neither: every start is the light theme, the theme choice lives in the
 *   browser, and the page is one responsive document; the brand's own theme colours come with
 *   the brand.
 * - Freshness: until the earliest time one of the upstream answers the page was made of
 *   stops being fresh by the edge cache's own rules (worker/upstream/cache-policy.ts),
 *   the whitelabel included; capped at MAX_PAGE_SECONDS (page-freshness.ts).
 * - Never kept or served: a request with the session cookie (valid or not), a render that
 *   read anything personal (a path cache-policy.ts does not list, or one specific to the
 *   visitor), that failed (an upstream error, a React error), that answered other than 200,
 *   or that carries Set-Cookie or Vary.
 *
 * - A member's page (a member's page renders in less): when the URL's visitor page
 *   is cached and the URL opens no centre, a member gets that page with their PublicSession
 *   as a JSON island (MEMBER_SHELL_ID) and `<html data-member-shell>`, `no-store`; the browser
 *   hydrates the visitor's render and then applies the session (client/entry.client.tsx), and
 *   the header's visitor buttons stay hidden until then (app.css). Nothing of the member is
 *   ever stored: the page cache only ever holds what a visitor's render produced. A page that
 *   differs for members on the server (a centre open; the login guard, whose redirect is
 *   never cached) is rendered per request as before. `x-page-cache: shell`.
 * - Memory: the isolate keeps the pages it stored or read last (isolate-cache.ts, bounded),
 *   until the same expiry, so a hot page costs no Cache API read at all.
 *
 * `x-page-cache: hit | miss | bypass | shell` says which happened (tests and the bench read it).
 */

const CACHE_NAME = 'pages';
/** the marker that stands for the nonce in a stored page (never sent) */
const MARKER_HEADER = 'x-page-nonce-marker';
const EXPIRES_HEADER = 'x-page-expires';
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** The headers of a rendered page that the cached copy keeps (all others are set per response). */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options'];

/** A stored page as the isolate keeps it in memory in front of the Cache API (isolate-cache.ts). */
interface KeptPage {
  text: string;
  marker: string;
  headers: [string, string][];
}
/** About 40 pages of 100 KB: the hot pages of a brand in each language. */
const recentPages = new IsolateCache<KeptPage>(64, 8 * 1024 * 1024);

function keepInMemory(key: Request, page: KeptPage, expires: number) {
  recentPages.set(key.url, page, page.text.length * 2, expires);
}

/** The build the page belongs to: its client chunks and strings (configuration, not user data). */
let buildId: string | undefined;
function currentBuild(): string {
  buildId ??= fnv1a(pageAssets([]).entry + JSON.stringify(TRANSLATIONS));
  return buildId;
}

/** Brand configuration fingerprints, per parsed config object. */
const brandIds = new WeakMap<object, string>();
function brandFingerprint(brand: AppEnv['Variables']['brand']): string {
  let id = brandIds.get(brand);
  if (!id) {
    id = `${encodeURIComponent(brand.id)}.${fnv1a(JSON.stringify(brand))}`;
    brandIds.set(brand, id);
  }
  return id;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const hasCookie = (header: string | undefined, name: string) => !!header && new RegExp(`(?:^|;)\\s*${name}=`).test(header);

/** Why this request may not use the page cache at all, or null when it may; `query` is pageQuery's of its URL. */
function bypassReason(c: Context<AppEnv>, query: string | null): string | null {
  if (c.req.raw.method !== 'GET') return 'method';
  if (hasCookie(c.req.header('cookie'), SESSION_COOKIE) || c.get('session')) return 'session';
  if (query === null) return 'query';
  return null;
}

/** The cache key of the page at `url` (its pageQuery `query`, not null) for this request's brand, language and kind of client. */
function pageKey(c: Context<AppEnv>, url: URL, query: string): Request {
  const variant = BOT.test(c.req.header('user-agent') ?? '') ? 'bot' : 'player';
  const parts = [brandFingerprint(c.get('brand')), c.get('lang'), variant, currentBuild(), url.protocol.slice(0, -1), url.host].map(encodeURIComponent);
  return new Request(`https://page-cache.invalid/${parts.join('/')}${url.pathname}${query}`);
}

/** A member may get the URL's visitor page with their session filled in by the browser. */
function memberShellAllowed(c: Context<AppEnv>, url: URL, query: string | null): query is string {
  return c.req.raw.method === 'GET' && !!c.get('session') && !url.searchParams.has(CENTRE_PARAM) && query !== null;
}

/** The fresh stored page of `key`, from the isolate's memory or the Cache API, or null. */
async function storedPage(cache: Cache, key: Request): Promise<KeptPage | null> {
  const inMemory = recentPages.get(key.url);
  if (inMemory) return inMemory;
  const hit = await cache.match(key);
  const expires = Number(hit?.headers.get(EXPIRES_HEADER));
  if (!hit || !(expires > Date.now())) return null;
  const page = await keptPage(hit);
  keepInMemory(key, page, expires);
  return page;
}

export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  // the URL and its key's query, worked out once per request
  const url = new URL(c.req.url);
  const query = pageQuery(url);
  if (bypassReason(c, query) || query === null) {
    const page = memberShellAllowed(c, url, query) ? await storedPage(await caches.open(CACHE_NAME), pageKey(c, url, query)) : null;
    if (page) return serveMemberShell(c, page);
    await next();
    c.res.headers.set(PAGE_CACHE_HEADER, 'bypass');
    return;
  }
  const key = pageKey(c, url, query);
  const cache = await caches.open(CACHE_NAME);
  const page = await storedPage(cache, key);
  if (page) return serveCached(c, page);

  const reads = c.get('upstream').reads;
  // the reads before this point are the gate's status, made again on every request
  const pageReadsFrom = reads.length;
  await next();
  const res = c.res;
  res.headers.set(PAGE_CACHE_HEADER, 'miss');
  if (res.status !== 200 || !res.body || res.headers.has('set-cookie') || res.headers.has('vary')) return;
  const nonce = c.get('nonce');
  const [toBrowser, toCache] = res.body.tee();
  c.res = new Response(toBrowser, res);
  c.executionCtx.waitUntil(
    store(cache, key, toCache, res.headers, nonce, () => {
      // read when the render has ended: its last upstream read and its errors are known
      if (c.get('pageRender')?.failed !== false || c.get('session')) return null;
      return pageFreshUntil(reads.slice(pageReadsFrom), Date.now());
    }).catch((error) => console.error('page cache', error)),
  );
};

async function store(
  cache: Cache,
  key: Request,
  body: ReadableStream<Uint8Array>,
  headers: Headers,
  nonce: string,
  freshUntil: () => number | null,
): Promise<void> {
  // HTMLRewriter puts a marker in every nonce attribute, once per stored page; a hit only
  // swaps the marker for its own nonce, so the entry holds no nonce that ever worked
  const marker = `page-nonce-${crypto.randomUUID()}`;
  const marked = await new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', marker);
      },
    })
    .transform(new Response(body))
    .text();
  const until = freshUntil();
  if (until === null) return;
  const csp = headers.get('content-security-policy')?.replaceAll(`'nonce-${nonce}'`, `'nonce-${marker}'`);
  // the render's nonce anywhere but a nonce attribute or the policy's nonce sources: not kept
  if (marked.includes(nonce) || csp?.includes(nonce)) return;
  const kept = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (csp) kept.set('content-security-policy', csp);
  kept.set(MARKER_HEADER, marker);
  kept.set(EXPIRES_HEADER, String(until));
  kept.set('cache-control', `public, max-age=${Math.max(1, Math.ceil((until - Date.now()) / 1000))}`);
  await cache.put(key, new Response(marked, { status: 200, headers: kept }));
  keepInMemory(key, { text: marked, marker, headers: keptHeaderList(kept) }, until);
}

/** The KEPT_HEADERS of `headers` that are there, as name and value pairs. */
const keptHeaderList = (headers: Headers): [string, string][] =>
  KEPT_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });

async function keptPage(hit: Response): Promise<KeptPage> {
  const marker = hit.headers.get(MARKER_HEADER);
  if (!marker) throw new Error('page cache entry without its nonce marker');
  return { text: await hit.text(), marker, headers: keptHeaderList(hit.headers) };
}

/** The stored headers with this request's nonce in the CSP. */
function pageHeaders(c: Context<AppEnv>, page: KeptPage): Headers {
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.set(name, value.replaceAll(page.marker, c.get('nonce')));
  return headers;
}

/** The cached page with this request's nonce in every nonce attribute and in the CSP. */
function serveCached(c: Context<AppEnv>, page: KeptPage): Response {
  const headers = pageHeaders(c, page);
  headers.set('cache-control', VISITOR_PAGE_CACHE_CONTROL);
  headers.set(PAGE_CACHE_HEADER, 'hit');
  return new Response(page.text.replaceAll(page.marker, c.get('nonce')), { status: 200, headers });
}

const HTML_START = '<!doctype html><html ';
const BODY_END = '</body></html>';

/** A visitor's stored page for a member: the member's session as a JSON island, never stored. */
function serveMemberShell(c: Context<AppEnv>, page: KeptPage): Response {
  const text = page.text.replaceAll(page.marker, c.get('nonce'));
  if (!text.startsWith(HTML_START) || !text.endsWith(BODY_END)) throw new Error('a stored page without its document frame');
  const island = `<script type="application/json" id="${MEMBER_SHELL_ID}">${safeJson(publicSession(c.get('session')))}</script>`;
  const headers = pageHeaders(c, page);
  headers.set('cache-control', 'no-store');
  headers.set(PAGE_CACHE_HEADER, 'shell');
  return new Response(`${HTML_START}data-member-shell ${text.slice(HTML_START.length, -BODY_END.length)}${island}${BODY_END}`, { status: 200, headers });
}
