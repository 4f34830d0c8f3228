import type { Context } from 'hono';
import { HTML_LANG, LANGUAGES, type Language } from '@shared/constants';
import type { BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import { pageAssets } from '../ssr/assets';
import { documentHead, escapeHtml } from '../ssr/document';
import { TRANSLATIONS } from '../ssr/locales';
import { iconPng, PNG_ICONS } from './png-icon';

/**
 * Offline tolerance and installability, per brand: a web app manifest with the
 * brand's name and colours, an icon drawn from the brand's theme, an offline page per
 * language, and a small hand-kept service worker. The service worker keeps only the
 * hashed client files (/assets/*) and the offline pages: never an API answer (/wps, /lgw)
 * and never a page (pages carry the session), so nothing personal is ever cached.
 */

export const OFFLINE_PATH = '/offline/';

const isLanguage = (brand: BrandConfig, lang: string): lang is Language =>
  (LANGUAGES as readonly string[]).includes(lang) && brand.languages.includes(lang as Language);

/** GET /manifest.webmanifest */
export function webManifest(c: Context<AppEnv>): Response {
  const brand = c.get('brand');
  const lang = c.get('lang');
  const manifest = {
    name: brand.name,
    short_name: brand.theme.logoText,
    // a language tag (the internal codes are not: `ty` is Tahitian, `cn` no language at all)
    lang: HTML_LANG[lang],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.theme.primary,
    theme_color: brand.theme.accent,
    icons: [
      ...Object.entries(PNG_ICONS).map(([src, { size, maskable }]) => ({
        src,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: maskable ? 'maskable' : 'any',
      })),
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

/** GET /icon.svg: the brand's initials on its accent colour, in the primary colour. */
export function brandIcon(c: Context<AppEnv>): Response {
  const { theme } = c.get('brand');
  const letters = escapeHtml(
    theme.logoText
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${theme.accent}"/>` +
    `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="220" font-weight="700" fill="${theme.primary}">${letters}</text></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } });
}

/**
 * Drawn PNGs by brand theme and icon path. Module state holds only what the parsed brand
 * configuration determines (a handful of brands, four icons each), never a player's data.
 */
const pngCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** GET /icon-192.png, /icon-512.png, /icon-maskable-192.png, /icon-maskable-512.png */
export async function brandPngIcon(c: Context<AppEnv>): Promise<Response> {
  const spec = PNG_ICONS[c.req.path];
  if (!spec) return c.text('Not Found', 404);
  const { theme } = c.get('brand');
  const key = `${theme.primary}${theme.accent}${theme.logoText}${c.req.path}`;
  let png = pngCache.get(key);
  if (!png) {
    png = iconPng(theme, spec);
    pngCache.set(key, png);
    png.catch(() => pngCache.delete(key));
  }
  return new Response(await png, { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' } });
}

/** GET /offline/:lang: what the service worker shows when the network is gone; no script, no session. */
export function offlinePage(c: Context<AppEnv>): Response {
  const brand = c.get('brand');
  const lang = c.req.param('lang') ?? '';
  if (!isLanguage(brand, lang)) return c.text('Not Found', 404);
  const t = (key: string) => TRANSLATIONS[lang][key] ?? key;
  const head = documentHead({
    lang,
    title: `${t('offline.title')} | ${brand.name}`,
    // the page's own text: what a shared link or a search result shows
    description: t('offline.text'),
    nonce: c.get('nonce'),
    theme: brand.theme,
    stylesheets: pageAssets([]).stylesheets,
  });
  const body =
    `<main class="status-page" aria-labelledby="status-title"><div class="status-card">` +
    `<p class="status-brand">${escapeHtml(brand.name)}</p><h1 id="status-title">${escapeHtml(t('offline.title'))}</h1>` +
    `<p>${escapeHtml(t('offline.text'))}</p>` +
    `<div class="status-actions"><a class="btn btn-primary" href="/">${escapeHtml(t('offline.retry'))}</a></div>` +
    `</div></main></body></html>`;
  return new Response(head + body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The service worker's source: the version is the client entry's hashed name, so a new build replaces it. */
export function serviceWorkerSource(brand: Pick<BrandConfig, 'languages' | 'defaultLanguage'>): string {
  const assets = pageAssets([]);
  const precache = [assets.entry, ...assets.preloads, ...assets.stylesheets];
  const config = { version: assets.entry, precache, languages: brand.languages, defaultLanguage: brand.defaultLanguage, offlinePath: OFFLINE_PATH };
  return `'use strict';
const CONFIG = ${JSON.stringify(config)};
const CACHE = 'portal-' + CONFIG.version;
const offlineUrl = (lang) => CONFIG.offlinePath + lang;
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...CONFIG.precache, ...CONFIG.languages.map(offlineUrl)]))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('portal-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
const pageLanguage = () => {
  const lang = new URL(self.location.href).searchParams.get('lang');
  return CONFIG.languages.includes(lang) ? lang : CONFIG.defaultLanguage;
};
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // hashed files never change under a name: from the cache, else the network (and kept)
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok && !url.search) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }
  // a page always from the network (it carries the session); without one, the offline page
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(offlineUrl(pageLanguage())).then((hit) => hit || cache.match(offlineUrl(CONFIG.defaultLanguage)))),
      ),
    );
  }
  // everything else (API answers above all) is the browser's own business: never cached here
});
`;
}

/** GET /sw.js */
export function serviceWorker(c: Context<AppEnv>): Response {
  return new Response(serviceWorkerSource(c.get('brand')), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/' },
  });
}
