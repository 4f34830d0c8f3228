/**
 * Outside development the worker refuses to serve on settings it cannot trust: a missing
 * secret, or one of the development values published in wrangler.toml (anyone could seal a
 * session cookie or open a customer-service path with those). wrangler does not carry the top
 * level's vars into [env.production], so a forgotten `wrangler secret put` shows up here as a
 * missing setting rather than as a development default.
 */
import { isDevelopment, type Env } from './env';
import { developmentKeyProblem } from './session/development-keys';

/** The development values of wrangler.toml's top level: public, so never good enough elsewhere. */
const DEVELOPMENT_VALUES: Readonly<Record<'SESSION_SECRET' | 'CS_PATH_KEYS' | 'LIVE_WEBHOOK_SECRETS', readonly string[]>> = {
  SESSION_SECRET: ['dev-only-session-secret-0123456789abcdef'],
  CS_PATH_KEYS: ['LOFtIA0Fh7Kn2K1WeV24dXF-rxYF30YqJdvYGedgJS4', '8mqhpD8B3U1SBZPVVo4TyEaa_zwg4QQkOjnOvCxy1Eg'],
  LIVE_WEBHOOK_SECRETS: ['dev-live-webhook-secret-demo', 'dev-live-webhook-secret-demo2'],
};

/** The shortest session secret accepted: 32 bytes of base64url. */
const MIN_SECRET_LENGTH = 43;

/**
 * What is wrong with the settings for serving outside development, naming the setting and
 * never its value; null when the worker may serve (or runs in development).
 */
export function productionSettingsProblem(
  env: Pick<Env, 'ENVIRONMENT' | 'SESSION_SECRET' | 'CS_PATH_KEYS' | 'LIVE_WEBHOOK_SECRETS'> & Partial<Pick<Env, 'BRANDS'>>,
): string | null {
  if (isDevelopment(env)) return null;
  const secret = env.SESSION_SECRET ?? '';
  if (!secret) return 'SESSION_SECRET is missing (wrangler secret put SESSION_SECRET --env production)';
  if (DEVELOPMENT_VALUES.SESSION_SECRET.includes(secret) || secret.startsWith('dev-')) return 'SESSION_SECRET is the development value';
  if (secret.length < MIN_SECRET_LENGTH) return `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`;
  const keys = env.CS_PATH_KEYS ?? '';
  if (!keys) return 'CS_PATH_KEYS is missing (wrangler secret put CS_PATH_KEYS --env production)';
  if (DEVELOPMENT_VALUES.CS_PATH_KEYS.some((k) => keys.includes(k))) return 'CS_PATH_KEYS holds a development key';
  // with a published webhook secret anyone could push events (a break that logs members out, a fake big win)
  const webhook = env.LIVE_WEBHOOK_SECRETS ?? '';
  if (!webhook) return 'LIVE_WEBHOOK_SECRETS is missing (wrangler secret put LIVE_WEBHOOK_SECRETS --env production)';
  if (DEVELOPMENT_VALUES.LIVE_WEBHOOK_SECRETS.some((k) => webhook.includes(k))) return 'LIVE_WEBHOOK_SECRETS holds a development secret';
  // a brand's upstream key whose private half is committed: anyone could read its passwords (session/development-keys.ts)
  return developmentKeyProblem(env.BRANDS);
}
