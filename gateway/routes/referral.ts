/**
 * referral (invite friends): shared/contract-member.ts. /wps/system/availablePromo is public;
 * /wps/referral/* needs a session and a real account (gateway/index.ts). Thin: parse, call,
 * answer. A claim is audited (money_audit) and paid through the ledger once per friend.
 */
import { Hono } from 'hono';
import { referralClaimSchema, type AvailablePromo, type ReferralFriend, type ReferralInfo } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { findReferralClaimByRequest, listFriends, referralClaimRow, referralKey, referralSettings, runningPromotions } from '../db/queries/referral';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
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
  if (settings?.enabled !== 1) return null;
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
  const { friendId, requestId } = body.data;
  const found = await friendsOf(db, c.var.merchant.code, member);
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'The referral programme is off');
  const friendAnswer = async (friendId: number) =>
    ok<ReferralFriend>(c, (await friendsOf(db, c.var.merchant.code, member))!.friends.find((f) => f.id === friendId)!);
  const now = Date.now();
  const ref = `${friendId}:${requestId}`;
  const outcome = await claimOnce(db, {
    trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'REFERRAL_CLAIM', ip: clientIp(c), at: now },
    earlier: () => findReferralClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const friend = found.friends.find((f) => f.id === friendId);
      if (!friend) return { refuse: { status: 404, code: 'FRIEND_NOT_FOUND', message: 'No such friend' }, audited: false };
      if (friend.state === 'claimed') return { refuse: { status: 409, code: 'ALREADY_CLAIMED', message: 'Already claimed' }, audited: { ref, amount: null } };
      if (friend.state === 'waiting')
        return {
          refuse: { status: 409, code: 'REWARD_LOCKED', message: 'The friend has not made a qualifying deposit yet' },
          audited: { ref, amount: null },
        };
      return {
        amount: friend.amount,
        ref,
        rows: [referralClaimRow(db, { memberId: member.id, friendId: friend.id, requestId, amount: friend.amount, now })],
        move: { key: referralKey(friend.id), kind: 'REFERRAL' },
        taken: { message: 'Already claimed', amount: friend.amount },
      };
    },
  });
  if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
  return friendAnswer(outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.friend_id : friendId);
});
