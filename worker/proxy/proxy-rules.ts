import { HTML_ANSWER_PATHS } from '../content/sanitize-content';
import { CUSTOMER_SERVICE_PATH } from '../service/customer-service';
import { ENCRYPTED_PATHS } from '../session/upstream-jwe';
import { cachePolicy } from '../upstream/cache-policy';
import { limiterFor, type LimiterName } from './rate-limit';

/** Answers that start a session: their token becomes the cookie and never reaches the browser. */
export const SESSION_STARTERS: ReadonlySet<string> = new Set([
  '/wps/session/login',
  '/wps/session/login/verify',
  '/wps/session/login/second-factor',
  '/wps/session/login/freeplay',
  '/wps/session/login/passkey',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password/verification',
]);
export const LOGOUT_PATH = '/wps/session/logout';
/**
 * Calls that carry uploads, with their own limit (docs/product.md 5, 9: an activity application, the
 * feedback form and a support ticket have up to 3 images of 5 MB; a withdrawal's not-received answer
 * carries one proof image of 5 MB, docs/product.md 4).
 */
export const UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  '/wps/promotion/apply': 16 * 1024 * 1024,
  '/wps/feedback': 16 * 1024 * 1024,
  '/wps/tickets': 16 * 1024 * 1024,
  '/wps/cashier/withdraw/confirm': 6 * 1024 * 1024,
};
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;

const HTML_ANSWERS = new Set(HTML_ANSWER_PATHS);

/** Everything the worker does differently for one proxied path, decided in one place. */
export interface ProxyRules {
  /** the edge rate limit that counts the call */
  limiter: LimiterName | null;
  /** a session-starting answer: its token becomes the cookie */
  keepsToken: boolean;
  endsSession: boolean;
  /** a GET whose operator HTML is cleaned before it leaves */
  cleansHtml: boolean;
  /** a GET answered from the edge cache */
  cached: boolean;
  /** a GET whose sealed service paths are opened with the brand's key */
  opensServicePaths: boolean;
  /** a call the worker rewrites on the way out (cleaning, opening): only GET is forwarded */
  getOnly: boolean;
  /** a body that goes upstream as JWE */
  encrypted: boolean;
  maxBodyBytes: number;
}

/**
 * The rules of a canonical path (canonical-path.ts). The proxy applies exactly these, and
 * the property test checks them against the rules of the path the upstream receives.
 */
export function proxyRules(path: string, method: string): ProxyRules {
  const get = method === 'GET';
  const policy = cachePolicy(path);
  return {
    limiter: limiterFor(path),
    keepsToken: !get && SESSION_STARTERS.has(path),
    endsSession: path === LOGOUT_PATH,
    cleansHtml: get && HTML_ANSWERS.has(path),
    cached: get && !!policy && !policy.visitorSpecific,
    opensServicePaths: get && path === CUSTOMER_SERVICE_PATH,
    getOnly: HTML_ANSWERS.has(path) || path === CUSTOMER_SERVICE_PATH,
    encrypted: !get && ENCRYPTED_PATHS.has(path),
    maxBodyBytes: UPLOAD_LIMITS[path] ?? MAX_PROXY_BODY_BYTES,
  };
}
