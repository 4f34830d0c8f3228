import type { SessionRow } from './db/queries/accounts';
import type { MemberRow } from './db/queries/accounts';
import type { MerchantRow } from './db/queries/merchants';

export interface Bindings {
  DB: D1Database;
  ADMIN_TOKEN: string;
  /** private JWK (JSON) of the payloads docs/product.md 7.1 marks encrypted */
  JWE_PRIVATE_KEY: string;
  /** shared secret of the vendor stand-in's seamless-wallet callbacks (HMAC-SHA256) */
  VENDOR_CALLBACK_SECRET: string;
  PAYMENT_CALLBACK_SECRET: string;
  /** JSON { merchantCode: base64url AES-256 key } sealing customer-service paths (shared/cs-path-crypto.ts) */
  CS_PATH_KEYS: string;
  /** JSON { current: keyId, keys: { keyId: base64url AES-256 key } } sealing the TOTP secrets (domain/totp-vault.ts) */
  TOTP_KEYS: string;
  /** promotion application images (docs/product.md 4) */
  PROMO_UPLOADS: R2Bucket;
  /** 'on' on the test servers only (scripts/serve.mjs --mode test): the operator's draw-now may take the numbers to draw */
  LOTTERY_FIXED_DRAWS?: string;
  /** 'on' on the test servers only: operator calls that move test data in time (POST /__admin/rescue/backdate) */
  TEST_HOOKS?: string;
  /** 'on' on development and test servers (scripts/serve.mjs): /__admin/protection/clock may move a member's protection clock */
  TEST_CLOCK?: string;
  /** the portal's live webhook (POST /live/events); empty: no live events are sent */
  PORTAL_WEBHOOK_URL?: string;
  /** JSON { merchantCode: secret } the live events are signed with; the portal holds the same */
  LIVE_WEBHOOK_SECRETS?: string;
}

/**
 * Hono generics of the gateway app: bindings, the merchant resolved per request and, on
 * calls behind the bearer check (middleware/session.ts), the caller's session.
 */
export interface AppEnv {
  Bindings: Bindings;
  /** member: set by requireRealAccount (middleware/session.ts) */
  Variables: { merchant: MerchantRow; session: SessionRow; member: MemberRow };
}
