import { dehydrate } from '@tanstack/react-query';
import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { centreFromUrl } from '../../shared/centre';
import { LOGIN_GUARD_OPEN_PATHS, findPageRoute } from '../../shared/routes';
import { DEFAULT_ESPORTS_VENDORS } from '../../shared/constants';
import type { Whitelabel } from '../../shared/contract';
import { PORTAL_STATE_ID, type PortalState, type PublicBrand, type PublicSession } from '../../client/app/portal-state';
import { AppProviders, createQueryClient } from '../../client/app/providers';
import { createRoutes, pageModuleFile } from '../../client/app/routes';
import { whitelabelQuery } from '../../client/lib/whitelabel';
import { centreModuleFiles } from '../../client/layout/centre-modals';
import { createI18n } from '../../client/lib/i18n';
import { createSessionStore } from '../../client/stores/session-store';
import { createUiStore } from '../../client/stores/ui-store';
import type { BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import type { Session } from '../session/session-cookie';
import { contentSecurityPolicy } from '../middleware/security-headers';
import { pageAssets } from './assets';
import { documentHead, safeJson } from './document';
import { TRANSLATIONS } from './locales';
import { createServerApi } from './server-api';

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

const pick = (list: string[] | undefined) => (list && list.length ? list[Math.floor(Math.random() * list.length)] : '');

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
  };
}

const publicSession = (s: Session | null): PublicSession | null => (s ? { username: s.username, type: s.type } : null);

/**
 * A page: the document head goes out at once (CSS and code start downloading), then
 * the route loaders fill this request's query cache, React streams the body, and the
 * dehydrated cache and the entry script close the document.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const brand = c.get('brand');
  const lang = c.get('lang');
  const nonce = c.get('nonce');
  const whitelabel = c.get('whitelabel');
  const url = new URL(c.req.url);
  const page = findPageRoute(url.pathname);

  // SPEC.md 2.1: only visitors without a session are sent to /login; a brand flag LOGINGUARD overrides the upstream's setting
  const loginGuard = brand.flags.LOGINGUARD ?? whitelabel?.loginGuard ?? false;
  if (loginGuard && !c.get('session') && !LOGIN_GUARD_OPEN_PATHS.includes(url.pathname)) {
    return c.redirect('/login', 302);
  }

  const queryClient = createQueryClient(true);
  const api = createServerApi(c.get('upstream'));
  if (whitelabel) queryClient.setQueryData<Whitelabel>(whitelabelQuery(api).queryKey, whitelabel);
  const routes = createRoutes({ api, queryClient, lang });
  const handler = createStaticHandler(routes);
  const i18n = createI18n(lang, TRANSLATIONS[lang]);
  const portal: Omit<PortalState, 'queries' | 'translation' | 'session'> = {
    brand: publicBrand(brand),
    lang,
    imageCdn: pick(whitelabel?.imageCDNs),
    launchCdn: pick(whitelabel?.launchGameCDNs),
  };
  const session = publicSession(c.get('session'));
  const centre = centreFromUrl(url.search, session);
  const assets = pageAssets([...(page ? [pageModuleFile(page)] : []), ...(centre ? centreModuleFiles(centre) : [])]);

  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy(nonce, whitelabel?.imageCDNs ?? [], whitelabel?.launchGameCDNs ?? []),
    'x-content-type-options': 'nosniff',
  });
  const head = documentHead({ lang, title: brand.name, nonce, theme: brand.theme, ...assets });

  const body = async (write: (chunk: string | Uint8Array) => Promise<void>, waitAll: boolean) => {
    const context = await handler.query(c.req.raw);
    if (context instanceof Response) throw context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = { api, portal, ui: createUiStore({ centre }), session: createSessionStore(session) };
    const stream = await renderToReadableStream(
      <AppProviders queryClient={queryClient} i18n={i18n} app={app}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>,
      { onError: (error) => console.error('ssr', error), nonce },
    );
    if (waitAll) await stream.allReady;
    await write('<div id="root">');
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) await write(r.value);
    const state: PortalState = { ...portal, session, translation: TRANSLATIONS[lang], queries: dehydrate(queryClient) };
    await write(
      `</div><script type="application/json" id="${PORTAL_STATE_ID}">${safeJson(state)}</script>` +
        `<script type="module" src="${assets.entry}" nonce="${nonce}"></script></body></html>`,
    );
  };

  const status = page ? 200 : 404;
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
      console.error('render', error);
      await write(`<p role="alert">${TRANSLATIONS[lang]['errors.unknown']}</p></body></html>`);
    } finally {
      await writer.close();
    }
  })();
  if (bot) {
    const [text] = await Promise.all([new Response(readable).text(), done]);
    return new Response(text, { status, headers });
  }
  c.executionCtx.waitUntil(done);
  return new Response(readable, { status, headers });
}
