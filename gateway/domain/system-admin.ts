/**
 * The operator's brand switches (routes/admin-system.ts): maintenance, denied countries, a
 * whitelabel module, the registration settings and the login guard. Each answers false (or
 * null) when there is no such brand.
 */
import type { FieldRule, RegisterSettings } from '@shared/api';
import {
  findMerchant,
  findRegisterSettings,
  saveRegisterSettings,
  setDeniedCountries,
  setLoginGuard,
  setMaintenance,
  setModuleEnabled,
} from '../db/queries/merchants';
import { toRegisterSettings } from './system';
import { setFactorCoolOffMinutes, setWithdrawStepUpAbove } from '../db/queries/second-factor';

/** Maintenance on (until a time, when given) or off. */
/** Maintenance on (from `startsAt`, epoch ms, when announced ahead; at once without), or off (an early end too). */
export async function switchMaintenance(db: D1Database, merchant: string, on: boolean, until: string | null, startsAt: number | null = null): Promise<boolean> {
  if (!(await findMerchant(db, merchant))) return false;
  await setMaintenance(db, merchant, on, on ? until : null, on ? startsAt : null);
  return true;
}

/** The countries (ISO codes, upper case) the brand is not offered in: the list stored, or null. */
export async function denyCountries(db: D1Database, merchant: string, countries: string[]): Promise<string[] | null> {
  if (!(await findMerchant(db, merchant))) return null;
  const deny = countries.map((country) => country.toUpperCase());
  await setDeniedCountries(db, merchant, deny);
  return deny;
}

/** One whitelabel module on or off (docs/product.md 6 feature toggles); false when the brand has no such module. */
export const switchModule = (db: D1Database, merchant: string, modId: string, on: boolean) => setModuleEnabled(db, merchant, modId, on);

/** The amount above which a withdrawal asks a member with a second factor for it (module STEPUPWITHDRAW). */
export async function setWithdrawStepUp(db: D1Database, merchant: string, above: number, coolOffMinutes?: number): Promise<boolean> {
  if (coolOffMinutes !== undefined) await setFactorCoolOffMinutes(db, merchant, coolOffMinutes);
  return ((await setWithdrawStepUpAbove(db, merchant, above)).meta.changes ?? 0) > 0;
}

/** The registration settings changed: the switches given, the field rules merged into the stored ones field by field. */
export async function changeRegisterSettings(
  db: D1Database,
  merchant: string,
  change: { captchaEnabled?: boolean; smsVerification?: boolean; fields: Record<string, FieldRule> },
): Promise<RegisterSettings | null> {
  const row = await findRegisterSettings(db, merchant);
  if (!row) return null;
  const current = toRegisterSettings(row);
  const next = {
    captchaEnabled: change.captchaEnabled ?? current.captchaEnabled,
    smsVerification: change.smsVerification ?? current.smsVerification,
    fields: { ...current.fields, ...change.fields },
  };
  await saveRegisterSettings(db, merchant, {
    captcha_enabled: next.captchaEnabled ? 1 : 0,
    sms_verification: next.smsVerification ? 1 : 0,
    fields: JSON.stringify(next.fields),
  });
  return next;
}

/** docs/product.md 2.1 login guard of a brand on or off. */
export async function switchLoginGuard(db: D1Database, merchant: string, on: boolean): Promise<boolean> {
  if (!(await findMerchant(db, merchant))) return false;
  await setLoginGuard(db, merchant, on);
  return true;
}
