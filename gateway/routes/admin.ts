/** /__admin/*: operator and development switches, guarded by X-Admin-Token (health is open). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createMember, findMemberByUsername, listOutbox, peekCaptcha, resetLoginState, setPassword, setReferralCode } from '../db/queries/accounts';
import { setAffiliateCode } from '../db/queries/agent';
import { audit, listAudit } from '../domain/audit';
import { checkLedger } from '../db/queries/ledger';
import { unlockPin } from '../db/queries/payment-pin';
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
import { autoConfirm, cashierSettings, findWithdrawal, markPaid, rejectWithdrawal } from '../db/queries/withdrawals';
import { confirmDeposit } from './payments';
import {
  findMerchant,
  findRegisterSettings,
  saveRegisterSettings,
  setDeniedCountries,
  setLoginGuard,
  setMaintenance,
  setModuleEnabled,
} from '../db/queries/merchants';
import { normalizeMobile } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';
import { toRegisterSettings } from '../domain/system';
import { marketingRefusal } from '../domain/protection';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { clearFaults, FAULT_KINDS, setFault } from '../middleware/faults';
import { setLatency } from '../middleware/latency';
import { liveAutoReceived, liveBrand, liveMember } from '../domain/live';

export const admin = new Hono<AppEnv>();

admin.get('/health', (c) => c.text('ok'));

admin.use('*', adminToken);

const merchantCode = z.string().min(1);

const fieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});

const schemas = {
  maintenance: z.object({ merchantCode, on: z.boolean(), until: z.string().nullish() }),
  region: z.object({ merchantCode, deny: z.array(z.string().length(2)) }),
  latency: z.object({ ms: z.number().int().min(0).max(60_000) }),
  fault: z.object({ merchantCode, prefix: z.string().regex(/^\/(wps|lgw)\//), kind: z.enum(FAULT_KINDS), ms: z.number().int().min(0).max(60_000).default(0) }),
  module: z.object({ merchantCode, modId: z.string().min(1).max(50), on: z.boolean() }),
  registerSettings: z.object({
    merchantCode,
    captchaEnabled: z.boolean().optional(),
    smsVerification: z.boolean().optional(),
    /** merged into the stored rules field by field */
    fields: z.record(z.string(), fieldRule),
  }),
  member: z.object({
    merchantCode,
    username: z.string().min(1).max(50),
    password: z.string().min(1).max(100),
    nickname: z.string().max(50).optional(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]).optional(),
    passwordIsDefault: z.boolean().optional(),
    mobileNum: z.string().max(30).optional(),
    countryDialingCode: z.string().max(8).optional(),
    email: z.string().max(100).optional(),
    /** epoch ms; default now */
    passwordChangedAt: z.number().int().min(0).optional(),
    opening: z.number().int().min(0).max(1_000_000_000).optional(),
    /** an agent's invitation code: the agent becomes the member's upline */
    affiliateCode: z.string().max(30).optional(),
    /** the referral code the member registered with (a friend of the code's member) */
    referralCode: z.string().max(30).optional(),
  }),
  memberRef: z.object({
    merchantCode,
    username: z.string().min(1).max(50),
    /** also set this password again, flagged as a default one when passwordIsDefault (tests undo a change) */
    password: z.string().min(1).max(100).optional(),
    passwordIsDefault: z.boolean().optional(),
  }),
};

/** The parsed JSON body, or undefined after answering 400. */
async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T | undefined> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

const badBody = (c: Context) => fail(c, 400, 'BAD_REQUEST', 'Malformed body');
const unknownMerchant = (c: Context) => fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');

admin.post('/maintenance', async (c) => {
  const input = await body(c, schemas.maintenance);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  await setMaintenance(c.env.DB, input.merchantCode, input.on, input.on ? (input.until ?? null) : null);
  if (input.on && input.until) liveBrand(c, input.merchantCode, 'maintenance.scheduled', { until: input.until });
  return ok(c, { merchantCode: input.merchantCode, on: input.on });
});

admin.post('/region', async (c) => {
  const input = await body(c, schemas.region);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  const deny = input.deny.map((country) => country.toUpperCase());
  await setDeniedCountries(c.env.DB, input.merchantCode, deny);
  return ok(c, { merchantCode: input.merchantCode, deny });
});

admin.post('/latency', async (c) => {
  const input = await body(c, schemas.latency);
  if (!input) return badBody(c);
  setLatency(input.ms);
  return ok(c, input);
});

/** Development: a fault on every /wps or /lgw answer under a prefix for one merchant (middleware/faults.ts). */
admin.post('/faults', async (c) => {
  const input = await body(c, schemas.fault);
  if (!input) return badBody(c);
  setFault(input);
  return ok(c, input);
});

/** The operator confirms a deposit order was paid (the same once-only path as the provider's notice). */
admin.post('/cashier/deposits/confirm', async (c) => {
  const input = await body(c, z.object({ orderNo: z.string().min(1).max(40) }));
  if (!input) return badBody(c);
  return confirmDeposit(c, input.orderNo, null, 'operator');
});

const orderRef = z.object({ orderNo: z.string().min(1).max(40) });

/** The operator pays a requested withdrawal out: it counts as received after the brand's minutes unless the member answers. */
admin.post('/cashier/withdrawals/pay', async (c) => {
  const input = await body(c, orderRef);
  if (!input) return badBody(c);
  const w = await findWithdrawal(c.env.DB, input.orderNo);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  const minutes = (await cashierSettings(c.env.DB, w.merchant_code))?.auto_confirm_minutes ?? 30;
  const now = Date.now();
  if (!(await markPaid(c.env.DB, w.order_no, now, now + minutes * 60_000))) return fail(c, 409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is paid out');
  await audit(c.env.DB, {
    merchant: w.merchant_code,
    memberId: w.member_id,
    action: 'WITHDRAW_PAID',
    amount: w.amount,
    ref: w.order_no,
    ip: 'operator',
    result: 'PAID',
    at: now,
  });
  liveMember(c, w.merchant_code, w.member_id, 'withdrawal.paid', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'paid' });
});

/** The operator rejects a requested withdrawal: the held money goes back to the wallet, once. */
admin.post('/cashier/withdrawals/reject', async (c) => {
  const input = await body(c, orderRef);
  if (!input) return badBody(c);
  const w = await findWithdrawal(c.env.DB, input.orderNo);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  if (w.status !== 'requested') return fail(c, 409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is rejected');
  const refunded = await rejectWithdrawal(c.env.DB, w, Date.now());
  await audit(c.env.DB, {
    merchant: w.merchant_code,
    memberId: w.member_id,
    action: 'WITHDRAW_REJECTED',
    amount: w.amount,
    ref: w.order_no,
    ip: 'operator',
    result: refunded.ok && !refunded.duplicate ? 'REFUNDED' : 'DUPLICATE',
    at: Date.now(),
  });
  liveMember(c, w.merchant_code, w.member_id, 'withdrawal.rejected', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'rejected' });
});

/** What the Cron Trigger does, now or at a given time (tests): unanswered paid-out withdrawals count as received. */
/** The operator lifts a member's payment PIN lock (a fresh count of tries; the lock history stays, so the next lock is longer). */
admin.post('/cashier/payment-password/unlock', async (c) => {
  const input = await body(c, schemas.memberRef);
  if (!input) return badBody(c);
  const row = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!row) return fail(c, 404, 'NOT_FOUND', 'No such member');
  const lifted = await unlockPin(c.env.DB, row.id);
  await audit(c.env.DB, {
    merchant: input.merchantCode,
    memberId: row.id,
    action: 'PAYMENT_PIN_UNLOCK',
    amount: null,
    ref: 'operator',
    ip: null,
    result: lifted ? 'UNLOCKED' : 'NOT_LOCKED',
    at: Date.now(),
  });
  return ok(c, { unlocked: lifted });
});

admin.post('/cashier/withdrawals/auto-confirm', async (c) => {
  const input = await body(c, z.object({ now: z.number().int().optional() }));
  if (!input) return badBody(c);
  const now = input.now ?? Date.now();
  const confirmed = await autoConfirm(c.env.DB, now);
  liveAutoReceived(c, now);
  return ok(c, { confirmed });
});

/** The operator sends a member a platform message (messageV2): it is unread until the member opens it. */
admin.post('/messages', async (c) => {
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
admin.put('/rebate/rates', async (c) => {
  const input = await body(c, rebateRateSchema);
  if (!input) return badBody(c);
  if (!(await setRebateRate(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator unlocks a member's app reward (the member logged in through the Zalo app): its amount is drawn now, up to the reward's ceiling. */
admin.post('/rewards/unlock', async (c) => {
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
admin.put('/referral', async (c) => {
  const input = await body(c, referralSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveReferralSettings(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** The operator creates or changes a brand's daily mission (missionLeaderboard). */
admin.put('/missions', async (c) => {
  const input = await body(c, missionDefinitionSchema);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  await upsertMission(c.env.DB, input);
  return ok(c, input);
});

admin.delete('/missions', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await deleteDefinition(c.env.DB, 'mission_definitions', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such mission');
  return ok(c, input);
});

/** The operator creates or changes a brand's reward (rewardCenter). */
admin.put('/rewards', async (c) => {
  const input = await body(c, rewardDefinitionSchema);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  if (input.kind === 'level_up' && input.level === null) return fail(c, 400, 'BAD_REQUEST', 'A level-up reward needs its level');
  await upsertReward(c.env.DB, input);
  return ok(c, input);
});

admin.delete('/rewards', async (c) => {
  const input = await body(c, definitionRefSchema);
  if (!input) return badBody(c);
  if (!(await deleteDefinition(c.env.DB, 'reward_definitions', input.merchantCode, input.code))) return fail(c, 404, 'NOT_FOUND', 'No such reward');
  return ok(c, input);
});

/** The operator changes a brand's VIP level: the turnover that reaches it and its benefits. */
admin.put('/vip/levels', async (c) => {
  const input = await body(c, vipLevelSchema);
  if (!input) return badBody(c);
  if (!(await updateVipLevel(c.env.DB, input))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or level');
  return ok(c, input);
});

/** The operator changes a brand's rescue fund rules: share of the loss, minimum loss, cap. */
admin.put('/rescue', async (c) => {
  const input = await body(c, rescueSettingsSchema);
  if (!input) return badBody(c);
  if (!(await saveRescueSettings(c.env.DB, input))) return unknownMerchant(c);
  return ok(c, input);
});

/** Test servers only: a member's settled bets move back in time, so a test can play "yesterday" today. */
admin.post('/rescue/backdate', async (c) => {
  if (c.env.TEST_HOOKS !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'For the test servers only');
  const input = await body(c, backdateSchema);
  if (!input) return badBody(c);
  const m = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!m) return fail(c, 404, 'NOT_FOUND', 'No such member');
  await backdateBets(c.env.DB, m.id, input.ms);
  return ok(c, input);
});

/** The ledger's proof (queries/ledger.ts): every stored balance recomputed from its entries. */
admin.get('/ledger/check', async (c) => ok(c, await checkLedger(c.env.DB)));

/** The money audit of one member (newest first, at most 100): who, when, from where, how much, with what result. */
admin.get('/cashier/audit', async (c) => {
  const memberId = Number(c.req.query('memberId'));
  if (!Number.isInteger(memberId) || memberId <= 0) return fail(c, 400, 'BAD_REQUEST', 'memberId is needed');
  return ok(c, await listAudit(c.env.DB, memberId));
});

admin.delete('/faults', (c) => {
  clearFaults();
  return ok(c, null);
});

/** Switches one whitelabel module (SPEC.md 6 feature toggles), e.g. MOBILEREGPASS. */
admin.post('/modules', async (c) => {
  const input = await body(c, schemas.module);
  if (!input) return badBody(c);
  if (!(await setModuleEnabled(c.env.DB, input.merchantCode, input.modId, input.on))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or module');
  return ok(c, input);
});

admin.put('/register-settings', async (c) => {
  const input = await body(c, schemas.registerSettings);
  if (!input) return badBody(c);
  const row = await findRegisterSettings(c.env.DB, input.merchantCode);
  if (!row) return unknownMerchant(c);
  const current = toRegisterSettings(row);
  const next = {
    captchaEnabled: input.captchaEnabled ?? current.captchaEnabled,
    smsVerification: input.smsVerification ?? current.smsVerification,
    fields: { ...current.fields, ...input.fields },
  };
  await saveRegisterSettings(c.env.DB, input.merchantCode, {
    captcha_enabled: next.captchaEnabled ? 1 : 0,
    sms_verification: next.smsVerification ? 1 : 0,
    fields: JSON.stringify(next.fields),
  });
  return ok(c, next);
});

// ---------------------------------------------------------------- accounts (development aids)

/** The answer of the captcha last drawn for an address (not used up): {answer, expiresAt} or 404. */
admin.get('/captcha', async (c) => {
  const row = await peekCaptcha(c.env.DB, c.req.query('merchantCode') ?? 'DEMO', c.req.query('ip') ?? '');
  return row ? ok(c, { answer: row.answer, expiresAt: row.expires_at }) : fail(c, 404, 'NOT_FOUND', 'No captcha for this address');
});

/** The development SMS / e-mail outbox, newest first; filters destination, purpose, merchantCode; limit (20). */
admin.get('/outbox', async (c) => {
  const q = c.req.query();
  const limit = Math.min(Math.max(Number(q.limit) || 20, 1), 200);
  const rows = await listOutbox(
    c.env.DB,
    { destination: q.destination || undefined, purpose: q.purpose || undefined, merchant: q.merchantCode || undefined },
    limit,
  );
  return ok(
    c,
    rows.map((r) => ({
      id: r.id,
      merchantCode: r.merchant_code,
      channel: r.channel,
      destination: r.destination,
      code: r.code,
      purpose: r.purpose,
      createdAt: r.created_at,
    })),
  );
});

/** A throwaway account for tests and demos (wallet funded from the house with opening). */
admin.post('/members', async (c) => {
  const input = await body(c, schemas.member);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  if (await findMemberByUsername(c.env.DB, input.merchantCode, input.username)) return fail(c, 400, 'BAD_REQUEST', 'Username taken');
  const mobile = input.mobileNum ? normalizeMobile(input.countryDialingCode ?? '84', input.mobileNum) : null;
  const now = Date.now();
  const row = await createMember(c.env.DB, {
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
  if (input.affiliateCode) await setAffiliateCode(c.env.DB, row.id, input.affiliateCode);
  if (input.referralCode) await setReferralCode(c.env.DB, row.id, input.referralCode);
  return ok(c, { id: row.id, username: row.username });
});

/** Back to a never-logged-in state: no sessions, known addresses, failures or challenges; firstTimeLogin again. */
admin.post('/members/reset', async (c) => {
  const input = await body(c, schemas.memberRef);
  if (!input) return badBody(c);
  const row = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!row) return fail(c, 404, 'NOT_FOUND', 'No such member');
  await resetLoginState(c.env.DB, input.merchantCode, row.id, row.username);
  if (input.password) {
    await setPassword(c.env.DB, row.id, await hashPassword(input.password), !!input.passwordIsDefault, Date.now());
  }
  return ok(c, { id: row.id, username: row.username });
});

// ---------------------------------------------------------------- brand switches (login slice)

const loginGuardSchema = z.object({ merchantCode, on: z.boolean() });

/** SPEC.md 2.1 login guard of a merchant on or off (whitelabel loginGuard). */
admin.post('/login-guard', async (c) => {
  const input = await body(c, loginGuardSchema);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  await setLoginGuard(c.env.DB, input.merchantCode, input.on);
  return ok(c, input);
});
