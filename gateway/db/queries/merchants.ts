/** Merchant (brand) settings: status switches, whitelabel rows, registration rules. */
export interface MerchantRow {
  code: string;
  brand_name: string;
  currency: string;
  login_guard: number;
  maintenance_on: number;
  maintenance_until: string | null;
  /** when a maintenance switched on ahead starts (epoch ms); null: at once */
  maintenance_starts_at: number | null;
  /** JSON array of country codes */
  denied_countries: string;
  /** the brand's IANA time zone (migration 0056; the worker's brand config `timeZone`): its days */
  time_zone: string;
}

export interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: number;
}

export interface ResourceRow {
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
}

export interface CustomerServiceRow {
  cs_type: string;
  type: number;
  path: string;
}

export interface RegisterSettingsRow {
  captcha_enabled: number;
  sms_verification: number;
  /** JSON object of FieldRule per field */
  fields: string;
}

export const findMerchant = (db: D1Database, code: string) => db.prepare('SELECT * FROM merchants WHERE code = ?').bind(code).first<MerchantRow>();

const customerServiceQuery = (db: D1Database, code: string) =>
  db.prepare('SELECT cs_type, type, path FROM customer_service WHERE merchant_code = ? ORDER BY sort').bind(code);

export async function listWhitelabelRows(db: D1Database, code: string) {
  const [modules, resources, customerService] = await db.batch([
    db.prepare('SELECT mod_id, parent_mod_id, enabled FROM modules WHERE merchant_code = ? ORDER BY sort').bind(code),
    db.prepare('SELECT resource_type, url, qr_code_url, label_name_en FROM resources WHERE merchant_code = ? ORDER BY sort').bind(code),
    customerServiceQuery(db, code),
  ]);
  return {
    modules: modules!.results as ModuleRow[],
    resources: resources!.results as ResourceRow[],
    customerService: customerService!.results as CustomerServiceRow[],
  };
}

export const listCustomerService = async (db: D1Database, code: string) => (await customerServiceQuery(db, code).all<CustomerServiceRow>()).results;

export const findRegisterSettings = (db: D1Database, code: string) =>
  db.prepare('SELECT captcha_enabled, sms_verification, fields FROM register_settings WHERE merchant_code = ?').bind(code).first<RegisterSettingsRow>();

export const saveRegisterSettings = (db: D1Database, code: string, row: RegisterSettingsRow) =>
  db
    .prepare('UPDATE register_settings SET captcha_enabled = ?, sms_verification = ?, fields = ? WHERE merchant_code = ?')
    .bind(row.captcha_enabled, row.sms_verification, row.fields, code)
    .run();

export const setMaintenance = (db: D1Database, code: string, on: boolean, until: string | null, startsAt: number | null = null) =>
  db
    .prepare('UPDATE merchants SET maintenance_on = ?, maintenance_until = ?, maintenance_starts_at = ? WHERE code = ?')
    .bind(on ? 1 : 0, until, startsAt, code)
    .run();

export const setDeniedCountries = (db: D1Database, code: string, countries: string[]) =>
  db.prepare('UPDATE merchants SET denied_countries = ? WHERE code = ?').bind(JSON.stringify(countries), code).run();

/** Whether a whitelabel module and its parent are switched on for the merchant. */
export async function moduleEnabled(db: D1Database, code: string, modId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT m.enabled AS enabled, COALESCE(p.enabled, 1) AS parent_enabled FROM modules m
       LEFT JOIN modules p ON p.merchant_code = m.merchant_code AND p.mod_id = m.parent_mod_id
       WHERE m.merchant_code = ? AND m.mod_id = ?`,
    )
    .bind(code, modId)
    .first<{ enabled: number; parent_enabled: number }>();
  return row?.enabled === 1 && row.parent_enabled === 1;
}

/** Operator switch of one whitelabel module; false when the merchant has no such module. */
export const setModuleEnabled = async (db: D1Database, code: string, modId: string, on: boolean) =>
  ((
    await db
      .prepare('UPDATE modules SET enabled = ? WHERE merchant_code = ? AND mod_id = ?')
      .bind(on ? 1 : 0, code, modId)
      .run()
  ).meta.changes ?? 0) > 0;

/** docs/product.md 2.1 login guard of a merchant on or off. */
export const setLoginGuard = (db: D1Database, merchant: string, on: boolean) =>
  db
    .prepare('UPDATE merchants SET login_guard = ? WHERE code = ?')
    .bind(on ? 1 : 0, merchant)
    .run();
