/** The brand as the member's login and registration steps read it: its whitelabel modules, register settings and name. */
import type { RegisterSettings } from '@shared/api';
import { findMerchant, findRegisterSettings, type MerchantRow, moduleEnabled } from '../db/queries/merchants';
import { toRegisterSettings } from './system';

/** Whether the brand's whitelabel module (FREEPLAY, SOCIALLOGIN, REGSMS, …) is on. */
export const moduleOn = (db: D1Database, merchant: string, module: string) => moduleEnabled(db, merchant, module);

export async function registerSettingsOf(db: D1Database, merchant: string): Promise<RegisterSettings | null> {
  const row = await findRegisterSettings(db, merchant);
  return row ? toRegisterSettings(row) : null;
}

export const brandName = async (db: D1Database, merchant: string) => (await findMerchant(db, merchant))?.brand_name ?? null;

/** The brand of an X-Merchant-Code (trimmed), or null when there is none or no such brand. */
export async function merchantOf(db: D1Database, code: string | undefined): Promise<MerchantRow | null> {
  const trimmed = code?.trim();
  return trimmed ? await findMerchant(db, trimmed) : null;
}
