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
  preloads?: string[];
  /** fetched at the browser's lowest priority for a later click (PageAssets.prefetches) */
  prefetches?: string[];
  entry?: string;
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

/**
 * The document up to the app's root element: sent as the first bytes of every page, so
 * the browser fetches CSS and code while the server still waits for data.
 */
export function documentHead(o: HeadOptions): string {
  const imageOrigin = originOf(o.imageOrigin);
  const links = [
    // the first banner (the page's largest paint) and the game icons are on another host: its
    // connection is opened while the stylesheet loads, not once the parser reaches the first <img>
    ...(imageOrigin ? [`<link rel="preconnect" href="${escapeHtml(imageOrigin)}">`] : []),
    ...o.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    // at low priority: fetched at once, without taking the slow link from the stylesheet and the
    // first banner (the script they serve runs after the document has parsed, as a module does)
    ...[...(o.entry ? [o.entry] : []), ...(o.preloads ?? [])].map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low" nonce="${o.nonce}">`),
    // crossorigin: the same credentials mode as the module import that will use the cached file
    ...(o.prefetches ?? []).map((href) => `<link rel="prefetch" href="${href}" crossorigin>`),
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
