/**
 * The language of the vendor stand-in's pages (slot/dice game, lottery betting page). A real
 * vendor localises its game page by the `language` the launch call carried (docs/product.md 7.2); the
 * launch puts it in the page address (`lang`). TY reads Vietnamese; an unknown language reads
 * English. Each page family has one dictionary module (game-text.ts, lottery-text.ts) built
 * on these helpers.
 */
import { pageLang, type PageLang } from '../domain/service';

export type VendorLang = PageLang;
export const VENDOR_LANGS: readonly VendorLang[] = ['en', 'vi', 'cn', 'th', 'id'];

/** The page language of a launch's language code (ty: vi, unknown: en). */
export const vendorLang = (raw: string | undefined): VendorLang => pageLang(raw);

/** The page's <html lang> and the Intl locale its numbers and times are formatted in. */
export const HTML_LANG: Record<VendorLang, string> = { en: 'en', vi: 'vi', cn: 'zh-CN', th: 'th', id: 'id' };
export const NUMBER_LOCALE: Record<VendorLang, string> = { en: 'en-US', vi: 'vi-VN', cn: 'zh-CN', th: 'th-TH', id: 'id-ID' };

/** Fills `{name}` placeholders of a dictionary text (the pages' scripts carry the same function). */
export const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
/** The same, as source for a page script. */
export const FILL_SOURCE = `const fill = (text, vars) => text.replace(/\\{(\\w+)\\}/g, (m, k) => (k in vars ? String(vars[k]) : m));`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
