import type { Env } from '../env';

type LimiterName = 'LOGIN_LIMITER' | 'SMS_LIMITER' | 'CAPTCHA_LIMITER' | 'REGISTER_LIMITER';

/**
 * Edge rate limits on the calls bots go for: login, captcha, SMS and registration.
 * The Rate Limiting binding counts per location in short windows (NOTES.md), so login is
 * keyed on account plus IP, the others on IP.
 */
const LIMITS: { match: (path: string) => boolean; limiter: LimiterName; perAccount?: boolean }[] = [
  { match: (p) => p.startsWith('/wps/session/login'), limiter: 'LOGIN_LIMITER', perAccount: true },
  { match: (p) => p.startsWith('/wps/verification/sms/') || p === '/wps/member/password/sms' || p === '/wps/member/password/email', limiter: 'SMS_LIMITER' },
  { match: (p) => p === '/wps/captcha', limiter: 'CAPTCHA_LIMITER' },
  { match: (p) => p.startsWith('/wps/member/register'), limiter: 'REGISTER_LIMITER' },
];

/** true when the call may go on; false when its limit is spent. */
export async function withinRateLimit(env: Env, pathname: string, ip: string, account?: string): Promise<boolean> {
  const rule = LIMITS.find((l) => l.match(pathname));
  if (!rule) return true;
  const key = rule.perAccount && account ? `${ip}|${account.toLowerCase()}` : ip;
  const { success } = await env[rule.limiter].limit({ key: `${rule.limiter}:${key}` });
  return success;
}
