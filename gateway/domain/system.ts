/** System status, whitelabel and registration settings of a merchant. */
import type { CustomerServiceEntry, FieldRule, ModuleNode, RegisterSettings, Resource, ResourceType, SystemStatus } from '@shared/api';
import type { Language } from '@shared/constants';
import { csPathKeyOf, encryptCsPath } from '@shared/cs-path-crypto';
import type { CustomerServiceRow, MerchantRow, ModuleRow, RegisterSettingsRow, ResourceRow } from '../db/queries/merchants';
import { BASE_LANGUAGE } from '../lib/language';

export interface Visitor {
  ip: string;
  country: string;
}

/** 1 when the brand is in maintenance (one announced ahead from its start), 2 when the visitor's country is denied, else 0. */
export function systemStatus(merchant: MerchantRow, visitor: Visitor, now = Date.now()): SystemStatus {
  const denied = (JSON.parse(merchant.denied_countries) as string[]).includes(visitor.country.toUpperCase());
  const started = merchant.maintenance_on === 1 && !(merchant.maintenance_starts_at !== null && merchant.maintenance_starts_at > now);
  const status = started ? 1 : denied ? 2 : 0;
  return { status, location: visitor, maintenanceUntil: status === 1 ? merchant.maintenance_until : null };
}

/** Flat rows (parents before children) to the module tree. */
export function moduleTree(rows: ModuleRow[]): ModuleNode[] {
  const nodes = new Map<string, ModuleNode>(rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled === 1, childrenNodes: [] }]));
  const roots: ModuleNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/**
 * The hosts this gateway is reachable on, for imageCDNs and launchGameCDNs: the request's
 * own origin plus the same origin with 127.0.0.1 and localhost swapped.
 */
export function selfOrigins(requestUrl: string): string[] {
  const url = new URL(requestUrl);
  const swap: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };
  const other = swap[url.hostname];
  if (!other) return [url.origin];
  const twin = new URL(url.origin);
  twin.hostname = other;
  return [url.origin, twin.origin];
}

export const toResource = (row: ResourceRow, origin: string): Resource => ({
  resourceType: row.resource_type as ResourceType,
  url: row.url.startsWith('/') ? origin + row.url : row.url,
  qrCodeUrl: row.qr_code_url,
  labelNameEn: row.label_name_en,
});

/**
 * A customer-service entry with its path sealed for the portal's worker (shared/cs-path-crypto.ts).
 * Paths of this gateway's own service pages become absolute on `origin` and name the merchant
 * and the language they are asked in.
 */
export async function toCustomerService(
  row: CustomerServiceRow,
  key: string,
  merchantCode: string,
  origin: string,
  lang: Language = BASE_LANGUAGE,
): Promise<CustomerServiceEntry> {
  // the gateway's own pages open in the page's language
  const own = `${origin}${row.path}?merchant=${encodeURIComponent(merchantCode)}${lang === BASE_LANGUAGE ? '' : `&lang=${lang}`}`;
  const target = row.path.startsWith('/') ? own : row.path;
  return {
    csType: row.cs_type,
    type: row.type,
    path: await encryptCsPath(key, merchantCode, target),
    icon: `/img/cs/${row.cs_type}.svg`,
  };
}

/** The merchant's customer-service key; a missing key is a configuration error. */
export function csKey(keysJson: string, merchantCode: string): string {
  const key = csPathKeyOf(keysJson, merchantCode);
  if (!key) throw new Error(`CS_PATH_KEYS has no key for ${merchantCode}`);
  return key;
}

export const toRegisterSettings = (row: RegisterSettingsRow): RegisterSettings => ({
  captchaEnabled: row.captcha_enabled === 1,
  smsVerification: row.sms_verification === 1,
  fields: JSON.parse(row.fields) as Record<string, FieldRule>,
});
