/**
 * The operator's development aids over accounts (routes/admin-accounts.ts): the SMS and e-mail
 * outbox, a throwaway member for tests and demos, and a member put back to never-logged-in.
 */
import { createMember, findMemberByUsername, listOutbox, resetLoginState, setPassword, setReferralCode } from '../db/queries/accounts';
import { setAffiliateCode } from '../db/queries/agent';
import { findMerchant } from '../db/queries/merchants';
import { done, refuse, type Outcome } from './outcome';
import { normalizeMobile } from './accounts';
import { hashPassword } from './passwords';

/** The development outbox, newest first. */
export async function outbox(db: D1Database, filter: { destination?: string; purpose?: string; merchant?: string }, limit: number) {
  return (await listOutbox(db, filter, limit)).map((r) => ({
    id: r.id,
    merchantCode: r.merchant_code,
    channel: r.channel,
    destination: r.destination,
    code: r.code,
    purpose: r.purpose,
    createdAt: r.created_at,
  }));
}

export interface TestMember {
  merchantCode: string;
  username: string;
  password: string;
  nickname?: string;
  type?: number;
  passwordIsDefault?: boolean;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** epoch ms; default now */
  passwordChangedAt?: number;
  opening?: number;
  /** an agent's invitation code: the agent becomes the member's upline */
  affiliateCode?: string;
  /** the referral code the member registered with (a friend of the code's member) */
  referralCode?: string;
}

/** A throwaway account for tests and demos (wallet funded from the house with opening). */
export async function createTestMember(db: D1Database, input: TestMember): Promise<Outcome<{ id: number; username: string }>> {
  if (!(await findMerchant(db, input.merchantCode))) return refuse(400, 'INVALID_DOMAIN', 'Unknown merchant');
  if (await findMemberByUsername(db, input.merchantCode, input.username)) return refuse(400, 'BAD_REQUEST', 'Username taken');
  const mobile = input.mobileNum ? normalizeMobile(input.countryDialingCode ?? '84', input.mobileNum) : null;
  const now = Date.now();
  const row = await createMember(db, {
    merchant: input.merchantCode,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname ?? input.username,
    type: input.type ?? 0,
    passwordIsDefault: input.passwordIsDefault ?? false,
    mobile: mobile ? [mobile.dialingCode, mobile.mobile] : null,
    email: input.email ?? null,
    passwordChangedAt: input.passwordChangedAt ?? now,
    opening: input.opening ?? 0,
    now,
  });
  if (input.affiliateCode) await setAffiliateCode(db, row.id, input.affiliateCode);
  if (input.referralCode) await setReferralCode(db, row.id, input.referralCode);
  return done({ id: row.id, username: row.username });
}

/**
 * Back to a never-logged-in state: no sessions, known addresses, failures or challenges;
 * firstTimeLogin again; with a password, that password again. Null when there is no such member.
 */
export async function resetMember(
  db: D1Database,
  ref: { merchantCode: string; username: string; password?: string; passwordIsDefault?: boolean },
): Promise<{ id: number; username: string } | null> {
  const row = await findMemberByUsername(db, ref.merchantCode, ref.username);
  if (!row) return null;
  await resetLoginState(db, ref.merchantCode, row.id, row.username);
  if (ref.password) await setPassword(db, row.id, await hashPassword(ref.password), !!ref.passwordIsDefault, Date.now());
  return { id: row.id, username: row.username };
}
