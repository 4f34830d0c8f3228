import type { Context } from 'hono';
import { PORTAL_STATE_ID, type PortalState, type PublicBrand, type PublicSession } from '@shared/portal-state';
import { prepareServerRender, VISITOR_PREFETCH } from '@client/entry.server';
import { DEFAULT_ESPORTS_VENDORS, DEFAULT_TIME_ZONE } from '@shared/constants';
import type { BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import type { Session } from '../session/session-cookie';
import { contentSecurityPolicy } from '../middleware/security-headers';
import { pageAssets } from './assets';
import { documentHead, pageScripts, safeJson } from './document';
import { TRANSLATIONS } from './locales';
import { pageMeta } from '@shared/page-meta';
import { centreFromUrl } from '@shared/centre';
import { memberRead } from '../proxy/gateway-proxy';
import { createServerApi } from './server-api';

export const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

const pick = (list: string[] | undefined): string => list?.[Math.floor(Math.random() * list.length)] ?? '';

function publicBrand(brand: BrandConfig): PublicBrand {
  return {
    id: brand.id,
    name: brand.name,
    languages: brand.languages,
    theme: brand.theme,
    flags: brand.flags,
    esportsVendors: brand.esportsVendors ?? [...DEFAULT_ESPORTS_VENDORS],
    supportUrl: brand.supportUrl,
    linkHosts: brand.linkHosts ?? [],
    timeZone: brand.timeZone ?? DEFAULT_TIME_ZONE,
    homeCountry: brand.homeCountry,
  };
}

export const publicSession = (s: Session | null): PublicSession | null => (s ? { username: s.username, type: s.type } : null);

/**
 * The bench's client-rendered comparison build (RENDER_MODE=csr): an empty root and
 * the state without any query data, so the browser fetches and renders everything itself.
 */
function clientRenderedBody(
  portal: Omit<PortalState, 'queries' | 'translation' | 'translationComplete' | 'session'>,
  session: Session | null,
  lang: PortalState['lang'],
  scripts: string,
) {
  const state: PortalState = {
    ...portal,
    session: publicSession(session),
    translation: TRANSLATIONS[lang],
    translationComplete: true,
    queries: { mutations: [], queries: [] },
  };
  return `<div id="root"></div><script type="application/json" id="${PORTAL_STATE_ID}">${safeJson(state)}</script>${scripts}</body></html>`;
}

/**
 * A page: the document head goes out at once (CSS and code start downloading), then the
 * app's server render (client/entry.server.tsx) runs the route loaders into this request's
 * query cache and streams the body; the state script and the entry script close the document.
 */
/** How a visitor's page may be kept by the browser (the page cache's hits send the same). */
export const VISITOR_PAGE_CACHE_CONTROL = 'private, no-cache';

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const brand = c.get('brand');
  const lang = c.get('lang');
  const nonce = c.get('nonce');
  const whitelabel = c.get('whitelabel');
  const portal: Omit<PortalState, 'queries' | 'translation' | 'translationComplete' | 'session'> = {
    brand: publicBrand(brand),
    lang,
    imageCdn: pick(whitelabel?.imageCDNs),
    launchCdn: pick(whitelabel?.launchGameCDNs),
  };
  const prepared = prepareServerRender({
    request: c.req.raw,
    // a member's own reads go the proxy's way with their session (never the edge cache)
    api: createServerApi(c.get('upstream'), c.get('session') ? (path, search) => memberRead(c, path, search) : undefined),
    portal,
    translation: TRANSLATIONS[lang],
    session: publicSession(c.get('session')),
    whitelabel,
    nonce,
    memberDataBudgetMs: Number(c.env.MEMBER_DATA_BUDGET_MS) || undefined,
  });
  // docs/product.md 2.1: the login guard sends visitors without a session to /login
  if (prepared.kind === 'redirect') return c.redirect(prepared.location, 302);

  // a visitor's page: the account dialogs and the member header fetched ahead of a login
  const assets = pageAssets(prepared.modules, c.get('session') ? [] : VISITOR_PREFETCH);
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    // a member's page is never stored; a visitor's may be kept for Back (bf-cache) and is
    // revalidated otherwise (client/lib/back-forward.ts reloads it if the session changed since)
    'cache-control': c.get('session') ? 'no-store' : VISITOR_PAGE_CACHE_CONTROL,
    'content-security-policy': contentSecurityPolicy(nonce, whitelabel?.imageCDNs ?? [], whitelabel?.launchGameCDNs ?? []),
    'x-content-type-options': 'nosniff',
  });
  // the page's own title and description (the open centre's page when one is), as the browser sets them on navigating
  const url = new URL(c.req.url);
  const translation = TRANSLATIONS[lang];
  const { title, description } = pageMeta((key) => translation[key], url.pathname, brand.name, centreFromUrl(url.search, c.get('session')));
  const head = documentHead({ lang, title, description, nonce, theme: brand.theme, imageOrigin: portal.imageCdn, stylesheets: assets.stylesheets });
  const scripts = pageScripts({ ...assets, nonce });

  const outcome = { failed: false };
  c.set('pageRender', outcome);
  const body = async (write: (chunk: string | Uint8Array) => Promise<void>, waitAll: boolean) => {
    if (c.env.RENDER_MODE === 'csr') return write(clientRenderedBody(portal, c.get('session'), lang, scripts));
    const { stream, state } = await prepared.render((error) => {
      outcome.failed = true;
      console.error('ssr', error);
    });
    if (waitAll) await stream.allReady;
    await write('<div id="root">');
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) await write(r.value);
    await write(`</div><script type="application/json" id="${PORTAL_STATE_ID}">${safeJson(state())}</script>${scripts}</body></html>`);
  };

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write = (chunk: string | Uint8Array) => writer.write(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  const bot = BOT.test(c.req.header('user-agent') ?? '');

  const done = (async () => {
    try {
      await write(head);
      await body(write, bot);
    } catch (error) {
      outcome.failed = true;
      console.error('render', error);
      await write(`<p role="alert">${TRANSLATIONS[lang]['errors.unknown']}</p></body></html>`);
    } finally {
      await writer.close();
    }
  })();
  if (bot) {
    const [text] = await Promise.all([new Response(readable).text(), done]);
    return new Response(text, { status: prepared.status, headers });
  }
  c.executionCtx.waitUntil(done);
  return new Response(readable, { status: prepared.status, headers });
}
