/**
 * Social login with the stand-in identity providers (routes/social.ts): a started login's state
 * (its return URL only on the merchant's own hosts), and the consent that finds or makes the
 * member linked to the provider account and starts its session. Rules: domain/recovery.ts.
 */
import type { SocialProvider, SocialStartAnswer } from '@shared/api/login';
import { createMember, findMemberById } from '../db/queries/accounts';
import {
  findSocialMember,
  findSocialState,
  linkSocialIdentity,
  merchantHostAllowed,
  saveSocialState,
  takeSocialState,
  type SocialStateRow,
} from '../db/queries/recovery';
import type { LoginVisit } from '../lib/visitor';
import { hashToken, newChallengeId, randomString } from './accounts';
import { issueSession, secondFactorStep } from './login';
import { done, type Outcome, refuse } from './outcome';
import { hashPassword } from './passwords';
import { exclusionOf, logLogin } from './protection';
import { SOCIAL_STATE_TTL_MS, socialUsername, withPendingLogin, withToken } from './recovery';

/**
 * A started login: the state the consent page carries, and the provider's authorize URL on
 * `origin`. The token goes to `returnUrl` later: only a merchant's own host, without the
 * token or a fragment it had.
 */
export async function startSocialLogin(
  db: D1Database,
  merchant: string,
  provider: SocialProvider,
  returnUrl: string,
  ip: string,
  origin: string,
  /** SHA-256 of the starting browser's nonce (X-Login-Binding) */
  bindingHash: string | null,
): Promise<Outcome<SocialStartAnswer>> {
  let target: URL;
  try {
    target = new URL(returnUrl);
  } catch {
    return refuse(400, 'BAD_REQUEST', 'returnUrl must be an absolute URL');
  }
  if (!/^https?:$/.test(target.protocol) || target.username || target.password || !(await merchantHostAllowed(db, merchant, target.hostname))) {
    return refuse(400, 'BAD_REQUEST', 'returnUrl is not a host of this merchant');
  }
  target.hash = '';
  target.searchParams.delete('token');
  const id = newChallengeId();
  await saveSocialState(db, {
    id,
    merchant_code: merchant,
    provider,
    return_url: target.toString(),
    ip,
    expires_at: Date.now() + SOCIAL_STATE_TTL_MS,
    binding_hash: bindingHash,
  });
  return done({ authorizeUrl: `${origin}/social/${provider}/authorize?state=${encodeURIComponent(id)}` });
}

/** The hash the gateway keeps of a browser's X-Login-Binding nonce (null: none, or not a nonce). */
export const loginBindingOf = async (nonce: string | undefined) => {
  const value = nonce?.trim();
  return value && value.length >= 16 && value.length <= 200 ? hashToken(value) : null;
};

const live = (state: SocialStateRow | null, provider: string) => (state && state.provider === provider && state.expires_at > Date.now() ? state : null);

/** The started login of this provider, unexpired (kept for the consent), or null. */
export const socialState = async (db: D1Database, id: string, provider: string) => live(await findSocialState(db, id), provider);

/** The started login of this provider, unexpired, used up: a consent answers it once. */
export const takeStartedLogin = async (db: D1Database, id: string, provider: string) => live(await takeSocialState(db, id), provider);

export type SocialConsent =
  | { kind: 'session'; redirect: string }
  /** the member has a second factor: back to the portal with the waiting attempt, no session */
  | { kind: 'secondFactor'; redirect: string }
  | { kind: 'excluded'; until: number }
  /** the account is gone, or a login is refused now, or a second factor is due but the start was bound to no browser */
  | { kind: 'refused'; reason: 'not_found' | 'stale' | 'unbound' };

/**
 * The provider account `email` allowed the login: its linked member (made on first use, with a
 * random password: the provider is the credential), refused while a break or self-exclusion
 * runs; a member with a second factor goes back with the waiting attempt (the page asks for the
 * proof), else a session and the return URL carrying its token. `visit` is the address the login
 * started from.
 */
export async function consentToSocialLogin(
  db: D1Database,
  state: SocialStateRow,
  provider: SocialProvider,
  email: string,
  visit: LoginVisit,
): Promise<SocialConsent> {
  const now = Date.now();
  let memberId = await findSocialMember(db, state.merchant_code, provider, email);
  if (memberId === null) {
    const created = await createMember(db, {
      merchant: state.merchant_code,
      username: socialUsername(provider),
      // the provider is the credential; a password can be set later through recovery
      passwordHash: await hashPassword(randomString(32, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')),
      nickname: email.split('@')[0]!.slice(0, 30),
      type: 0,
      passwordIsDefault: false,
      mobile: null,
      email,
      passwordChangedAt: now,
      opening: 0,
      now,
    });
    await linkSocialIdentity(db, state.merchant_code, provider, email, created.id, now);
    memberId = created.id;
  }
  const member = await findMemberById(db, memberId);
  if (!member) return { kind: 'refused', reason: 'not_found' };
  // a break or self-exclusion refuses this way in too
  const exclusion = await exclusionOf(db, member.id);
  if (exclusion) {
    await logLogin(db, visit, member, 'refused');
    return { kind: 'excluded', until: exclusion.until };
  }
  // docs/product.md 4: the provider stands in for the password, never for the second factor
  const asked = await secondFactorStep(db, visit, member, 'LOGIN', state.binding_hash);
  if (asked) {
    if (state.binding_hash === null) return { kind: 'refused', reason: 'unbound' };
    return { kind: 'secondFactor', redirect: withPendingLogin(state.return_url, asked.required.challengeId ?? '', asked.required.methods) };
  }
  const result = await issueSession(db, visit, member);
  if (!result) return { kind: 'refused', reason: 'stale' };
  return { kind: 'session', redirect: withToken(state.return_url, result.token, result.firstTimeLogin) };
}
