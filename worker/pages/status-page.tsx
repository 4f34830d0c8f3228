import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server.edge';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { SystemStatus } from '@shared/api';
import type { BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import { pageAssets } from '../ssr/assets';
import { documentHead } from '../ssr/document';
import { TRANSLATIONS } from '../ssr/locales';
import { StatusView, type StatusKind } from '@client/entry.server';

type StatusBrand = Pick<BrandConfig, 'name' | 'supportUrl' | 'defaultLanguage' | 'theme'>;

/** Used when no brand matched the host: a neutral look, the default language. */
const NO_BRAND: StatusBrand = {
  name: '',
  defaultLanguage: DEFAULT_LANGUAGE,
  theme: { primary: '#6b7280', accent: '#262743', logoText: '' },
};

const DEFAULT_RETRY_AFTER_SECONDS = 300;

export interface StatusPageOptions {
  kind: StatusKind;
  status: 421 | 451 | 503;
  systemStatus?: SystemStatus;
}

/**
 * The whole-page answers of docs/product.md 2.2 and 8 (maintenance, region, invalid domain):
 * server-rendered without JavaScript, sent complete (allReady) with the right status.
 */
export async function renderStatusPage(c: Context<AppEnv>, o: StatusPageOptions): Promise<Response> {
  const brand: StatusBrand = c.get('brand') ?? NO_BRAND;
  const lang = c.get('lang') ?? brand.defaultLanguage;
  const t = (key: string, vars: Record<string, string> = {}) => (TRANSLATIONS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
  const stream = await renderToReadableStream(
    <StatusView kind={o.kind} t={t} brandName={brand.name} supportUrl={brand.supportUrl} location={o.systemStatus?.location} />,
  );
  await stream.allReady;
  const head = documentHead({
    lang,
    title: t(`status.${o.kind}.title`),
    nonce: c.get('nonce'),
    theme: brand.theme,
    stylesheets: pageAssets([]).stylesheets,
  });
  const body = await new Response(stream).text();
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  if (o.status === 503) headers.set('retry-after', String(retryAfter(o.systemStatus)));
  return new Response(`${head}${body}</body></html>`, { status: o.status, headers });
}

function retryAfter(status?: SystemStatus): number {
  const until = status?.maintenanceUntil ? Date.parse(status.maintenanceUntil) : NaN;
  if (Number.isNaN(until)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(60, Math.ceil((until - Date.now()) / 1000));
}
