/**
 * referral (invite friends): shared/contract-member.ts. /wps/system/availablePromo is public;
 * /wps/referral/* needs a session and a real account (gateway/index.ts). Thin: parse, call,
 * answer. A claim is audited (money_audit) and paid through the ledger once per friend.
 */
import { Hono } from 'hono';
import { referralClaimSchema, type AvailablePromo, type ReferralFriend, type ReferralInfo } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { audit, type AuditEntry } from '../domain/audit';
import { findReferralClaimByRequest, insertReferralClaim, listFriends, referralSettings, runningPromotions } from '../db/queries/referral';
import { referralCodeOf, toFriend } from '../domain/referral';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';

/** Mounted on /wps/system/availablePromo. */
export const availablePromo = new Hono<AppEnv>();

availablePromo.get('/', async (c) => {
  const settings = await referralSettings(c.env.DB, c.var.merchant.code);
  return ok<AvailablePromo>(c, {
    availablePromo: { REFERRAL: { enabled: settings?.enabled === 1 } },
    availablePromoCount: await runningPromotions(c.env.DB, c.var.merchant.code, Date.now()),
  });
});

async function friendsOf(db: D1Database, merchant: string, member: MemberRow) {
  const settings = await referralSettings(db, merchant);
  if (!settings || settings.enabled !== 1) return null;
  const code = referralCodeOf(member.id);
  return { settings, code, friends: (await listFriends(db, merchant, code, member.id)).map((f) => toFriend(f, settings)) };
}

/** Mounted on /wps/referral. */
export const referral = new Hono<AppEnv>();

referral.get('/', async (c) => {
  const found = await friendsOf(c.env.DB, c.var.merchant.code, c.var.member);
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'The referral programme is off');
  const { settings, code, friends } = found;
  return ok<ReferralInfo>(c, {
    code,
    friendBonus: settings.friend_bonus,
    minDeposit: settings.min_deposit,
    friends,
    earned: friends.filter((f) => f.state === 'claimed').reduce((sum, f) => sum + f.amount, 0),
  });
});

/** What a friend earned the member, once: a repeated requestId answers the claimed friend; a waiting or claimed friend is refused. */
referral.post('/claim', async (c) => {
  const body = await jsonBody(c, referralClaimSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const found = await friendsOf(db, c.var.merchant.code, member);
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'The referral programme is off');
  const friendAnswer = async (friendId: number) =>
    ok<ReferralFriend>(c, (await friendsOf(db, c.var.merchant.code, member))!.friends.find((f) => f.id === friendId)!);
  const earlier = await findReferralClaimByRequest(db, member.id, body.data.requestId);
  if (earlier) return friendAnswer(earlier.friend_id);
  const friend = found.friends.find((f) => f.id === body.data.friendId);
  const now = Date.now();
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'REFERRAL_CLAIM',
    amount,
    ref: `${body.data.friendId}:${body.data.requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(db, entry(result, amount));
  if (!friend) return fail(c, 404, 'FRIEND_NOT_FOUND', 'No such friend');
  if (friend.state === 'claimed') {
    await trail('ALREADY_CLAIMED', null);
    return fail(c, 409, 'ALREADY_CLAIMED', 'Already claimed');
  }
  if (friend.state === 'waiting') {
    await trail('REWARD_LOCKED', null);
    return fail(c, 409, 'REWARD_LOCKED', 'The friend has not made a qualifying deposit yet');
  }
  const paid = await insertReferralClaim(
    db,
    { memberId: member.id, friendId: friend.id, requestId: body.data.requestId, amount: friend.amount, now },
    entry('PAID', friend.amount),
  );
  if (!paid.ok) throw new Error(`referral claim refused by the ledger: ${paid.reason}`);
  if (paid.duplicate) {
    const same = await findReferralClaimByRequest(db, member.id, body.data.requestId);
    if (same) return friendAnswer(same.friend_id);
    await trail('ALREADY_CLAIMED', friend.amount);
    return fail(c, 409, 'ALREADY_CLAIMED', 'Already claimed');
  }
  // the PAID row is written inside the payment's batch (claimMoveStatements)
  return friendAnswer(friend.id);
});
