import type { Env } from '../env';

export type LimiterName = 'LOGIN_LIMITER' | 'SMS_LIMITER' | 'CAPTCHA_LIMITER' | 'REGISTER_LIMITER';

/**
 * Edge rate limits on the calls bots go for: login, captcha, SMS and registration.
 * The Rate Limiting binding counts per location in short windows (docs/stack-notes.md), so login is
 * keyed on account plus IP, the others on IP. Paths are canonical (canonical-path.ts).
 */
const LIMITS: { match: (path: string) => boolean; limiter: LimiterName }[] = [
  { match: (p) => p.startsWith('/wps/session/login'), limiter: 'LOGIN_LIMITER' },
  { match: (p) => p.startsWith('/wps/verification/sms/') || p === '/wps/member/password/sms' || p === '/wps/member/password/email', limiter: 'SMS_LIMITER' },
  { match: (p) => p === '/wps/captcha', limiter: 'CAPTCHA_LIMITER' },
  { match: (p) => p.startsWith('/wps/member/register'), limiter: 'REGISTER_LIMITER' },
];

const PER_ACCOUNT: ReadonlySet<LimiterName> = new Set(['LOGIN_LIMITER']);

/** The limiter that counts calls to this canonical path, if any. */
export function limiterFor(path: string): LimiterName | null {
  return LIMITS.find((l) => l.match(path))?.limiter ?? null;
}

/**
 * The account as the upstream resolves it: it trims the name and compares it without case,
 * so `" user"`, `"user "` and `"USER"` are one account and count as one.
 */
export function normalizedAccount(account: string): string {
  return account.normalize('NFKC').trim().toLowerCase();
}

/** true when the call may go on; false when its limit is spent. */
export async function withinRateLimit(env: Env, limiter: LimiterName | null, ip: string, account?: string): Promise<boolean> {
  if (!limiter) return true;
  const key = PER_ACCOUNT.has(limiter) && account ? `${ip}|${normalizedAccount(account)}` : ip;
  const { success } = await env[limiter].limit({ key: `${limiter}:${key}` });
  return success;
}
