/** Invite friends for the member: the programme's state, the member's friends, and what a friend earned, claimed once (domain/claims.ts claimOnce). */
import type { AvailablePromo, ReferralFriend, ReferralInfo } from '@shared/api/member';
import type { MemberRow } from '../db/queries/accounts';
import { findReferralClaimByRequest, listFriends, referralClaimRow, referralKey, referralSettings, runningPromotions } from '../db/queries/referral';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { refuse } from './outcome';
import { referralCodeOf, toFriend } from './referral';

/** /wps/system/availablePromo: whether the referral programme is on, and how many promotions run now. */
export async function availablePromotions(db: D1Database, merchant: string, now: number): Promise<AvailablePromo> {
  const settings = await referralSettings(db, merchant);
  return { availablePromo: { REFERRAL: { enabled: settings?.enabled === 1 } }, availablePromoCount: await runningPromotions(db, merchant, now) };
}

async function friendsOf(db: D1Database, merchant: string, member: MemberRow) {
  const settings = await referralSettings(db, merchant);
  if (settings?.enabled !== 1) return null;
  const code = referralCodeOf(member.id);
  return { settings, code, friends: (await listFriends(db, merchant, code, member.id)).map((f) => toFriend(f, settings)) };
}

const off = () => refuse(403, 'FEATURE_DISABLED', 'The referral programme is off');

export async function referralInfo(db: D1Database, merchant: string, member: MemberRow) {
  const found = await friendsOf(db, merchant, member);
  if (!found) return off();
  const { settings, code, friends } = found;
  const value: ReferralInfo = {
    code,
    friendBonus: settings.friend_bonus,
    minDeposit: settings.min_deposit,
    friends,
    earned: friends.filter((f) => f.state === 'claimed').reduce((sum, f) => sum + f.amount, 0),
  };
  return { ok: true as const, value };
}

/** What a friend earned the member, once: a repeated requestId answers the claimed friend; a waiting or claimed friend is refused. */
export async function claimReferral(db: D1Database, who: Caller, friendId: number, requestId: string): Promise<ClaimAnswer<ReferralFriend>> {
  const { member } = who;
  const found = await friendsOf(db, who.merchant, member);
  if (!found) return off();
  const now = Date.now();
  const ref = `${friendId}:${requestId}`;
  const outcome = await claimOnce(db, {
    trail: trailOf(who, 'REFERRAL_CLAIM', now),
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
  if (outcome.kind === 'refused') return claimRefused(outcome);
  const claimed = outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.friend_id : friendId;
  const value = (await friendsOf(db, who.merchant, member))!.friends.find((f) => f.id === claimed)!;
  return { ok: true, value, paid: outcome.kind === 'paid' ? outcome.amount : null };
}
