/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): the member centre's settings: messages, rebate rates, rewards, referral, missions, VIP levels, rescue. */
import { Hono } from 'hono';
import { findMemberByUsername } from '../db/queries/accounts';
import { insertMessage } from '../db/queries/messages';
import {
  definitionRefSchema,
  missionDefinitionSchema,
  rebateRateSchema,
  referralSettingsSchema,
  rewardDefinitionSchema,
  rewardUnlockSchema,
  sendMessageSchema,
  vipLevelSchema,
  backdateSchema,
  rescueSettingsSchema,
} from '@shared/contract-member';
import { backdateBets, saveRescueSettings } from '../db/queries/rescue';
import { deleteDefinition, updateVipLevel, upsertMission, upsertReward } from '../db/queries/member-centre-admin';
import { saveReferralSettings } from '../db/queries/referral';
import { findRewardDefinition, unlockReward } from '../db/queries/rewards';
import { drawAppReward } from '../domain/rewards';
import { setRebateRate } from '../db/queries/vip';
import { findMerchant } from '../db/queries/merchants';
import { marketingRefusal } from '../domain/protection';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { liveMember } from '../domain/live';
import { badBody, body, unknownMerchant } from '../lib/admin-body';

export const adminMemberCentre = new Hono<AppEnv>();

/** The operator sends a member a platform message (messageV2): it is unread until the member opens it. */
adminMemberCentre.post('/messages', async (c) => {
  const input = await body(c, sendMessageSchema);
  if (!input) return badBody(c);
  const m = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!m) return fail(c, 404, 'NOT_FOUND', 'No such member');
  if (await marketingRefusal(c.env.DB, m.id)) return fail(c, 409, 'MEMBER_EXCLUDED', 'The member is on a break or self-excluded: no marketing reaches them');
  const id = await insertMessage(c.env.DB, m.id, input.title, input.content, Date.now());
  liveMember(c, m.merchant_code, m.id, 'message.arrived', { id });
  return ok(c, { id });
});

/** The operator sets a brand's rebate rate for a VIP level and game category (basis points of turnover). */
adminMemberCentre.put('/rebate/rates', async (c) => {
  const input = await body(c, rebateRateSchema);
  if (!input) return badBody(c);
  if (!(await setRebateRate(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator unlocks a member's app reward (the member logged in through the Zalo app): its amount is drawn now, up to the reward's ceiling. */
adminMemberCentre.post('/rewards/unlock', async (c) => {
  const input = await body(c, rewardUnlockSchema);
  if (!input) return badBody(c);
  const m = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  const reward = await findRewardDefinition(c.env.DB, input.merchantCode, input.code);
  if (!m || !reward || reward.kind !== 'app') return fail(c, 404, 'NOT_FOUND', 'No such member or app reward');
  if (await marketingRefusal(c.env.DB, m.id)) return fail(c, 409, 'MEMBER_EXCLUDED', 'The member is on a break or self-excluded: no marketing reaches them');
  await unlockReward(c.env.DB, m.id, reward.code, drawAppReward(reward.amount, Math.random()), Date.now());
  return ok(c, { code: reward.code });
});

/** The operator switches a brand's referral programme (availablePromo REFERRAL) and sets its bonus per friend and qualifying deposit. */
adminMemberCentre.put('/referral', async (c) => {
  const input = await body(c, referralSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveReferralSettings(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** The operator creates or changes a brand's daily mission (missionLeaderboard). */
adminMemberCentre.put('/missions', async (c) => {
  const input = await body(c, missionDefinitionSchema);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  await upsertMission(c.env.DB, input);
  return ok(c, input);
});

adminMemberCentre.delete('/missions', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await deleteDefinition(c.env.DB, 'mission_definitions', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such mission');
  return ok(c, input);
});

/** The operator creates or changes a brand's reward (rewardCenter). */
adminMemberCentre.put('/rewards', async (c) => {
  const input = await body(c, rewardDefinitionSchema);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  if (input.kind === 'level_up' && input.level === null) return fail(c, 400, 'BAD_REQUEST', 'A level-up reward needs its level');
  await upsertReward(c.env.DB, input);
  return ok(c, input);
});

adminMemberCentre.delete('/rewards', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await deleteDefinition(c.env.DB, 'reward_definitions', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such reward');
  return ok(c, input);
});

/** The operator changes a brand's VIP level: the turnover that reaches it and its benefits. */
adminMemberCentre.put('/vip/levels', async (c) => {
  const input = await body(c, vipLevelSchema);
  if (!input) return badBody(c);
  if (!(await updateVipLevel(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator changes a brand's rescue fund rules: share of the loss, minimum loss, cap. */
adminMemberCentre.put('/rescue', async (c) => {
  const input = await body(c, rescueSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveRescueSettings(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** Test servers only: a member's settled bets move back in time, so a test can play "yesterday" today. */
adminMemberCentre.post('/rescue/backdate', async (c) => {
  if (c.env.TEST_HOOKS !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'For the test servers only');
  const input = await body(c, backdateSchema);
  if (!input) return badBody(c);
  const m = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!m) return fail(c, 404, 'NOT_FOUND', 'No such member');
  await backdateBets(c.env.DB, m.id, input.ms);
  return ok(c, input);
});
