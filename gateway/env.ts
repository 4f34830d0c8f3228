import type { MerchantRow } from './db/queries/merchants';

export interface Bindings {
  DB: D1Database;
  ADMIN_TOKEN: string;
}

/** Hono generics of the gateway app: bindings, and the merchant resolved per request. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: { merchant: MerchantRow };
}
