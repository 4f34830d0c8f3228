/**
 * What the portal reads of its brand (routes/system.ts): the whitelabel (modules, resources,
 * customer service, CDNs), the registration settings, the customer-service entries (paths sealed
 * per brand) and the help centre's topics in the asked language.
 */
import type { CustomerServiceEntry, RegisterSettings, Whitelabel } from '@shared/api';
import type { Language } from '@shared/constants';
import type { HelpTopic } from '@shared/api/content';
import { findRegisterSettings, listCustomerService, listWhitelabelRows, type CustomerServiceRow, type MerchantRow } from '../db/queries/merchants';
import { listHelpTopics } from '../db/queries/service';
import { BASE_LANGUAGE, lookupOrder } from '../lib/language';
import { toHelpTopic } from './service';
import { csKey, moduleTree, selfOrigins, toCustomerService, toRegisterSettings, toResource } from './system';

/** Where the portal asked from: the request's address (its origins serve images and games), the language, the brands' customer-service keys. */
export interface Asker {
  requestUrl: string;
  lang: Language;
  /** the CS_PATH_KEYS binding */
  csKeys: string;
}

/** The entries with their paths sealed with the brand's key (a brand with entries and no key is a configuration error). */
const sealed = (rows: CustomerServiceRow[], merchant: string, a: Asker) =>
  Promise.all(rows.map((r) => toCustomerService(r, csKey(a.csKeys, merchant), merchant, selfOrigins(a.requestUrl)[0]!, a.lang)));

export async function whitelabelOf(db: D1Database, m: MerchantRow, a: Asker): Promise<Whitelabel> {
  const rows = await listWhitelabelRows(db, m.code);
  const origins = selfOrigins(a.requestUrl);
  return {
    brandName: m.brand_name,
    modules: moduleTree(rows.modules),
    resources: rows.resources.map((r) => toResource(r, origins[0]!)),
    customerService: await sealed(rows.customerService, m.code, a),
    analytics: { gtagId: null },
    imageCDNs: origins,
    launchGameCDNs: origins,
    loginGuard: m.login_guard === 1,
    currency: m.currency,
  };
}

export const customerServiceOf = async (db: D1Database, merchant: string, a: Asker): Promise<CustomerServiceEntry[]> =>
  sealed(await listCustomerService(db, merchant), merchant, a);

/** The brand's registration settings, or null when it has none. */
export async function registrationSettingsOf(db: D1Database, merchant: string): Promise<RegisterSettings | null> {
  const row = await findRegisterSettings(db, merchant);
  return row ? toRegisterSettings(row) : null;
}

/** docs/product.md 7.3 help centre: the merchant's topics in the asked language (TY: its own, else Vietnamese), English when it has none. */
export async function helpTopicsOf(db: D1Database, merchant: string, lang: Language): Promise<HelpTopic[]> {
  // help topics are written per language: the first of the language's lookup order that has any, else the base ones
  for (const l of [...lookupOrder(lang), BASE_LANGUAGE]) {
    const rows = await listHelpTopics(db, merchant, l);
    if (rows.length > 0) return rows.map(toHelpTopic);
  }
  return [];
}
