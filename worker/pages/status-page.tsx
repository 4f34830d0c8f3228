import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server.edge';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { SystemStatus } from '@shared/api';
import type { BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import { pageAssets } from '../ssr/assets';
import { documentHead } from '../ssr/document';
import { TRANSLATIONS } from '../ssr/locales';
import { CONTACT_ID, StatusView, type StatusKind } from '@client/entry.server';
import { CUSTOMER_SERVICE_POPUP } from '@shared/constants';
import { CUSTOMER_SERVICE_PATH } from '../service/customer-service';

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
  const script = c.get('brand') && o.kind !== 'invalidDomain' ? `<script nonce="${c.get('nonce')}">${contactScript(brand.supportUrl)}</script>` : '';
  return new Response(`${head}${body}${script}</body></html>`, { status: o.status, headers });
}

/**
 * The status page's contact us (docs/product.md 2.2), as the app's customer service does it (client/lib/
 * customer-service.ts): a blank 440x750 popup opened inside the click, sent to the live-chat entry
 * (type 3) of the customer-service info, the one call the region gate lets a blocked visitor make
 * (GATE_EXEMPT_CALLS); the brand's supportUrl when that info has no entry or cannot be read, else
 * the popup closes. A few lines inline (the page's nonce), not the app: the page works without
 * them, through the supportUrl link, where the brand has one; without one the button, which only
 * they can make work, stays hidden until they run.
 */
function contactScript(supportUrl: string | undefined): string {
  const { width, height } = CUSTOMER_SERVICE_POPUP;
  // JSON.stringify of a URL the schema checked; '<' escaped so it cannot end the script element
  const fallback = JSON.stringify(supportUrl ?? '').replaceAll('<', '\\u003c');
  return (
    `(()=>{const b=document.getElementById(${JSON.stringify(CONTACT_ID)}),f=${fallback};if(!b)return;b.hidden=false;` +
    `b.addEventListener('click',e=>{const p=window.open('about:blank','customer-service','popup=yes,width=${width},height=${height}');if(!p)return;e.preventDefault();` +
    `const go=u=>{if(u)p.location.href=u;else p.close()};` +
    `fetch(${JSON.stringify(CUSTOMER_SERVICE_PATH)},{headers:{accept:'application/json'}}).then(r=>r.json())` +
    `.then(a=>{const x=a&&a.success&&Array.isArray(a.value)?a.value.find(v=>v&&v.type===3):undefined;go(x&&typeof x.path==='string'?x.path:f)})` +
    `.catch(()=>go(f))})})()`
  );
}

function retryAfter(status?: SystemStatus): number {
  const until = status?.maintenanceUntil ? Date.parse(status.maintenanceUntil) : NaN;
  if (Number.isNaN(until)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(60, Math.ceil((until - Date.now()) / 1000));
}
