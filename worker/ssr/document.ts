import { HTML_LANG, type Language } from '@shared/constants';
import { brandColourVars } from '@shared/colour-contrast';
import type { BrandConfig } from '../brand-config';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** JSON safe inside a <script type="application/json"> element. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028|\u2029/g, ' ');

export interface HeadOptions {
  lang: Language;
  title: string;
  /** the translated meta description (pages players and search engines land on) */
  description?: string;
  nonce: string;
  theme: BrandConfig['theme'];
  stylesheets: string[];
  /** the origin the page's images come from (the brand's image CDN): connected to before the body names one */
  imageOrigin?: string;
}

/** A URL's origin, or nothing when it is not an absolute http(s) URL. */
const originOf = (url: string | undefined) => {
  try {
    const { origin, protocol } = new URL(url ?? '');
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
};

export interface PageScripts {
  entry: string;
  /** the chunks the page's first render imports (no waterfall behind the entry) */
  preloads: string[];
  /** fetched at the browser's lowest priority for a later click (PageAssets.prefetches) */
  prefetches: string[];
  nonce: string;
}

/** The id of the <template> that holds the page's module links until they are wanted. */
export const PAGE_MODULES_ID = '__modules';

/**
 * The page's code, last in the document: its links wait in a <template> (inert: nothing is
 * fetched) and a small inline module puts them in the head and imports the entry once the
 * first paint is on screen and the hero image (the first banner, fetchpriority="high": the
 * page's largest paint) has loaded, or 1.5 s on. The stylesheet and the banner have the slow
 * link to themselves (a phone's 1.6 Mbit/s was shared with about 130 KiB of script fetched at
 * once, low priority or not), and the paint of the banner no longer waits for hydration's first
 * long task. The cost: the script starts after the banner (one small image) instead of beside
 * it. Measured in docs/benchmark.md (simulated LCP 2.4-3.5 -> 1.4-1.8 s).
 */
export function pageScripts(o: PageScripts): string {
  const links = [
    ...[o.entry, ...o.preloads].map((href) => `<link rel="modulepreload" href="${href}" nonce="${o.nonce}">`),
    // crossorigin: the same credentials mode as the module import that will use the cached file
    ...o.prefetches.map((href) => `<link rel="prefetch" href="${href}" crossorigin>`),
  ].join('');
  // a frame after: the browser paints before the next task
  const loader =
    `const t=document.getElementById('${PAGE_MODULES_ID}'),i=document.querySelector('img[fetchpriority=high]');let d=0;` +
    `const go=()=>{if(d)return;d=1;requestAnimationFrame(()=>setTimeout(()=>{document.head.append(t.content);import(${JSON.stringify(o.entry)})}))};` +
    `if(!i||i.complete)go();else{i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,1500)}`;
  return `<template id="${PAGE_MODULES_ID}">${links}</template><script type="module" nonce="${o.nonce}">${loader}</script>`;
}

/**
 * The document up to the app's root element: sent as the first bytes of every page, so
 * the browser fetches the CSS (and connects to the image host) while the server still waits
 * for data. The page's code comes last (pageScripts).
 */
export function documentHead(o: HeadOptions): string {
  const imageOrigin = originOf(o.imageOrigin);
  const links = [
    // the first banner (the page's largest paint) and the game icons are on another host: its
    // connection is opened while the stylesheet loads, not once the parser reaches the first <img>
    ...(imageOrigin ? [`<link rel="preconnect" href="${escapeHtml(imageOrigin)}">`] : []),
    ...o.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
  ].join('');
  return (
    `<!doctype html><html lang="${HTML_LANG[o.lang]}" data-theme="light"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">` +
    `<title>${escapeHtml(o.title)}</title>${o.description ? `<meta name="description" content="${escapeHtml(o.description)}">` : ''}<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<meta name="theme-color" content="${o.theme.accent}">` +
    `<style nonce="${o.nonce}">:root{${brandColourVars(o.theme)}}</style>` +
    `${links}</head><body>`
  );
}
