/**
 * The operator's side of the member centre (routes/admin-member-centre.ts): a platform message
 * to a member, an app reward unlocked, a brand's rebate rates, referral programme, missions,
 * rewards, VIP levels and rescue fund, and the test servers' backdating of bets. No marketing
 * reaches a member on a break or self-excluded (docs/product.md 4).
 */
import type { z } from 'zod';
import type {
  backdateSchema,
  missionDefinitionSchema,
  rebateRateSchema,
  referralSettingsSchema,
  rescueSettingsSchema,
  rewardDefinitionSchema,
  rewardUnlockSchema,
  sendMessageSchema,
  vipLevelSchema,
} from '@shared/api/member';
import { findMemberByUsername } from '../db/queries/accounts';
import { deleteDefinition, updateVipLevel, upsertMission, upsertReward } from '../db/queries/member-centre-admin';
import { findMerchant } from '../db/queries/merchants';
import { insertMessage } from '../db/queries/messages';
import { saveReferralSettings } from '../db/queries/referral';
import { backdateBets, saveRescueSettings } from '../db/queries/rescue';
import { findRewardDefinition, unlockReward } from '../db/queries/rewards';
import { setRebateRate } from '../db/queries/vip';
import { done, refuse, type Outcome, type Refusal } from './outcome';
import { marketingRefusal } from './protection';
import { drawAppReward } from './rewards';

const noMember = () => refuse(404, 'NOT_FOUND', 'No such member');
const unknownMerchant = () => refuse(400, 'INVALID_DOMAIN', 'Unknown merchant');

/** The refusal of marketing to a member on a break or self-excluded, else null. */
export const marketingRefused = async (db: D1Database, memberId: number): Promise<Refusal | null> =>
  (await marketingRefusal(db, memberId)) ? refuse(409, 'MEMBER_EXCLUDED', 'The member is on a break or self-excluded: no marketing reaches them') : null;

/** A platform message (messageV2) to a member: unread until the member opens it. Answers its id and its member. */
export async function sendMessage(
  db: D1Database,
  m: z.infer<typeof sendMessageSchema>,
): Promise<Outcome<{ id: number; member: { id: number; merchant: string } }>> {
  const member = await findMemberByUsername(db, m.merchantCode, m.username);
  if (!member) return noMember();
  const refused = await marketingRefused(db, member.id);
  if (refused) return refused;
  const id = await insertMessage(db, member.id, m.title, m.content, Date.now());
  return done({ id, member: { id: member.id, merchant: member.merchant_code } });
}

/** A brand's rebate rate for a VIP level and game category (basis points of turnover); false when there is no such merchant or level. */
export const saveRebateRate = (db: D1Database, r: z.infer<typeof rebateRateSchema>) => setRebateRate(db, r);

/** Unlocks a member's app reward (the member logged in through the Zalo app): its amount is drawn now, up to the reward's ceiling. */
export async function unlockAppReward(db: D1Database, u: z.infer<typeof rewardUnlockSchema>): Promise<Outcome<{ code: string }>> {
  const member = await findMemberByUsername(db, u.merchantCode, u.username);
  const reward = await findRewardDefinition(db, u.merchantCode, u.code);
  if (!member || !reward || reward.kind !== 'app') return refuse(404, 'NOT_FOUND', 'No such member or app reward');
  const refused = await marketingRefused(db, member.id);
  if (refused) return refused;
  await unlockReward(db, member.id, reward.code, drawAppReward(reward.amount, Math.random()), Date.now());
  return done({ code: reward.code });
}

/** A brand's referral programme on or off, its bonus per friend and qualifying deposit; false when there is no such merchant. */
export const saveReferral = (db: D1Database, s: z.infer<typeof referralSettingsSchema>) => saveReferralSettings(db, s);

/** Creates or changes a brand's daily mission. */
export async function saveMission(db: D1Database, m: z.infer<typeof missionDefinitionSchema>): Promise<Refusal | null> {
  if (!(await findMerchant(db, m.merchantCode))) return unknownMerchant();
  await upsertMission(db, m);
  return null;
}

/** Creates or changes a brand's reward; a level-up reward needs its level. */
export async function saveReward(db: D1Database, r: z.infer<typeof rewardDefinitionSchema>): Promise<Refusal | null> {
  if (!(await findMerchant(db, r.merchantCode))) return unknownMerchant();
  if (r.kind === 'level_up' && r.level === null) return refuse(400, 'BAD_REQUEST', 'A level-up reward needs its level');
  await upsertReward(db, r);
  return null;
}

/** Removes a brand's mission or reward (claims already paid stay); false when there was none. */
export const removeDefinition = (db: D1Database, what: 'mission' | 'reward', merchant: string, code: string) =>
  deleteDefinition(db, what === 'mission' ? 'mission_definitions' : 'reward_definitions', merchant, code);

/** Changes a brand's VIP level: the turnover that reaches it and its benefits; false when there is no such merchant or level. */
export const saveVipLevel = (db: D1Database, l: z.infer<typeof vipLevelSchema>) => updateVipLevel(db, l);

/** A brand's rescue fund rules: share of the loss, minimum loss, cap; false when there is no such merchant. */
export const saveRescue = (db: D1Database, s: z.infer<typeof rescueSettingsSchema>) => saveRescueSettings(db, s);

/** Test servers only: a member's settled bets move back in time; false when there is no such member. */
export async function backdateMemberBets(db: D1Database, b: z.infer<typeof backdateSchema>): Promise<boolean> {
  const member = await findMemberByUsername(db, b.merchantCode, b.username);
  if (!member) return false;
  await backdateBets(db, member.id, b.ms);
  return true;
}
