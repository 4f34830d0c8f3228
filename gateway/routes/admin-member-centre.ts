/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): the member centre's settings: messages, rebate rates, rewards, referral, missions, VIP levels, rescue. */
import { Hono } from 'hono';
import {
  backdateSchema,
  definitionRefSchema,
  missionDefinitionSchema,
  rebateRateSchema,
  referralSettingsSchema,
  rescueSettingsSchema,
  rewardDefinitionSchema,
  rewardUnlockSchema,
  sendMessageSchema,
  vipLevelSchema,
} from '@shared/api/member';
import { liveMember } from '../domain/live';
import {
  backdateMemberBets,
  removeDefinition,
  saveMission,
  saveRebateRate,
  saveReferral,
  saveRescue,
  saveReward,
  saveVipLevel,
  sendMessage,
  unlockAppReward,
} from '../domain/member-centre-admin';
import type { AppEnv } from '../env';
import { badBody, body, noMember, unknownMerchant } from '../lib/admin-body';
import { fail, ok } from '../lib/envelope';
import { answer, refusal } from '../lib/answer';

export const adminMemberCentre = new Hono<AppEnv>();

/** The operator sends a member a platform message (messageV2): it is unread until the member opens it. */
adminMemberCentre.post('/messages', async (c) => {
  const input = await body(c, sendMessageSchema);
  if (!input) return badBody(c);
  const sent = await sendMessage(c.env.DB, input);
  if (!sent.ok) return refusal(c, sent);
  const { id, member } = sent.value;
  liveMember(c, member.merchant, member.id, 'message.arrived', { id });
  return ok(c, { id });
});

/** The operator sets a brand's rebate rate for a VIP level and game category (basis points of turnover). */
adminMemberCentre.put('/rebate/rates', async (c) => {
  const input = await body(c, rebateRateSchema);
  if (!input) return badBody(c);
  if (!(await saveRebateRate(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator unlocks a member's app reward (the member logged in through the Zalo app): its amount is drawn now, up to the reward's ceiling. */
adminMemberCentre.post('/rewards/unlock', async (c) => {
  const input = await body(c, rewardUnlockSchema);
  if (!input) return badBody(c);
  return answer(c, await unlockAppReward(c.env.DB, input));
});

/** The operator switches a brand's referral programme (availablePromo REFERRAL) and sets its bonus per friend and qualifying deposit. */
adminMemberCentre.put('/referral', async (c) => {
  const input = await body(c, referralSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveReferral(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** The operator creates or changes a brand's daily mission (missionLeaderboard). */
adminMemberCentre.put('/missions', async (c) => {
  const input = await body(c, missionDefinitionSchema);
  if (!input) return badBody(c);
  const refused = await saveMission(c.env.DB, input);
  return refused ? refusal(c, refused) : ok(c, input);
});

adminMemberCentre.delete('/missions', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await removeDefinition(c.env.DB, 'mission', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such mission');
  return ok(c, input);
});

/** The operator creates or changes a brand's reward (rewardCenter). */
adminMemberCentre.put('/rewards', async (c) => {
  const input = await body(c, rewardDefinitionSchema);
  if (!input) return badBody(c);
  const refused = await saveReward(c.env.DB, input);
  return refused ? refusal(c, refused) : ok(c, input);
});

adminMemberCentre.delete('/rewards', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await removeDefinition(c.env.DB, 'reward', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such reward');
  return ok(c, input);
});

/** The operator changes a brand's VIP level: the turnover that reaches it and its benefits. */
adminMemberCentre.put('/vip/levels', async (c) => {
  const input = await body(c, vipLevelSchema);
  if (!input) return badBody(c);
  if (!(await saveVipLevel(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator changes a brand's rescue fund rules: share of the loss, minimum loss, cap. */
adminMemberCentre.put('/rescue', async (c) => {
  const input = await body(c, rescueSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveRescue(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** Test servers only: a member's settled bets move back in time, so a test can play "yesterday" today. */
adminMemberCentre.post('/rescue/backdate', async (c) => {
  if (c.env.TEST_HOOKS !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'For the test servers only');
  const input = await body(c, backdateSchema);
  if (!input) return badBody(c);
  return (await backdateMemberBets(c.env.DB, input)) ? ok(c, input) : noMember(c);
});
