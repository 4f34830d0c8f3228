import type { BrandConfig } from './brand-config';
import type { Language } from '../shared/constants';
import type { SystemStatus, Whitelabel } from '../shared/api';
import type { Session } from './session/session-cookie';
import type { Upstream } from './upstream/upstream';
import type { BrandChannel } from './live/brand-channel';
import type { MemberChannel } from './live/member-channel';

export interface Env {
  ASSETS: Fetcher;
  BRANDS: unknown;
  ENVIRONMENT: string;
  SESSION_SECRET: string;
  DEV_UPSTREAM?: string;
  /** JSON { merchantCode: base64url AES-256 key } opening customer-service paths (shared/cs-path-crypto.ts) */
  CS_PATH_KEYS?: string;
  /** bench only: 'csr' sends an empty shell and the browser renders everything */
  RENDER_MODE?: string;
  /** how long a member's page waits for their data, in ms (default: client/app/member-data.ts MEMBER_DATA_BUDGET_MS) */
  MEMBER_DATA_BUDGET_MS?: string;
  LOGIN_LIMITER: RateLimit;
  SMS_LIMITER: RateLimit;
  CAPTCHA_LIMITER: RateLimit;
  REGISTER_LIMITER: RateLimit;
  /** the page's error reports, per IP (worker/observability/client-errors.ts) */
  CLIENT_ERROR_LIMITER: RateLimit;
  /** real players' Web Vitals reports, per IP (worker/observability/vitals.ts) */
  VITALS_LIMITER: RateLimit;
  /** the Web Vitals dataset (Workers Analytics Engine) */
  VITALS: AnalyticsEngineDataset;
  /** development only: the vitals' local copy `npm run vitals` reads (Analytics Engine keeps nothing locally) */
  VITALS_LOCAL?: KVNamespace;
  /** a member's live stream (worker/live/member-channel.ts) */
  LIVE_MEMBER: DurableObjectNamespace<MemberChannel>;
  /** the shards of a brand's live stream (worker/live/brand-channel.ts) */
  LIVE_BRAND: DurableObjectNamespace<BrandChannel>;
  /** JSON { merchantCode: secret } the gateways sign live events with (a secret in production) */
  LIVE_WEBHOOK_SECRETS?: string;
}

export interface Visitor {
  ip: string;
  country: string;
}

/** Per-request values set by the middleware, in the order of docs/architecture.md "Request path of a page, as data". */
export interface Vars {
  nonce: string;
  /** the request's ray id (CF-Ray, or a fresh id where there is none), on every log line of the request */
  ray?: string;
  brand: BrandConfig;
  visitor: Visitor;
  upstream: Upstream;
  lang: Language;
  session: Session | null;
  /** the canonical /wps or /lgw path of a proxied call (worker/proxy/canonical-path.ts) */
  proxyPath: string;
  /** set by the gate for pages */
  status?: SystemStatus;
  whitelabel?: Whitelabel;
  /** set by renderPage: whether the render met an error (the page cache keeps no such page) */
  pageRender?: { failed: boolean };
}

export type AppEnv = { Bindings: Env; Variables: Vars };

export const isDevelopment = (env: Pick<Env, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development';
