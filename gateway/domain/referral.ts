/** referral (invite friends): a member's own code, and each friend as the member sees it. */
import type { ReferralFriend } from '@shared/api/member';
import type { FriendRow, ReferralSettingsRow } from '../db/queries/referral';
import { maskUsername } from './play';

/** The member's referral code: R and its id in base 36 (6 to 12 letters and digits, the registration field's rule). */
export const referralCodeOf = (memberId: number) => `R${memberId.toString(36).toUpperCase().padStart(5, '0')}`;

export function toFriend(row: FriendRow, settings: ReferralSettingsRow): ReferralFriend {
  const claimed = row.claimed_amount !== null;
  return {
    id: row.id,
    username: maskUsername(row.username),
    registeredAt: row.created_at,
    state: claimed ? 'claimed' : row.best_deposit >= settings.min_deposit ? 'claimable' : 'waiting',
    amount: row.claimed_amount ?? settings.friend_bonus,
    claimedAt: row.claimed_at,
  };
}
