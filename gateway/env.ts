import type { SessionRow } from './db/queries/accounts';
import type { MerchantRow } from './db/queries/merchants';

export interface Bindings {
  DB: D1Database;
  ADMIN_TOKEN: string;
  /** private JWK (JSON) of the payloads SPEC.md 7.1 marks encrypted */
  JWE_PRIVATE_KEY: string;
  /** promotion application images (SPEC.md 4) */
  PROMO_UPLOADS: R2Bucket;
}

/**
 * Hono generics of the gateway app: bindings, the merchant resolved per request and, on
 * calls behind the bearer check (middleware/session.ts), the caller's session.
 */
export interface AppEnv {
  Bindings: Bindings;
  Variables: { merchant: MerchantRow; session: SessionRow };
}
