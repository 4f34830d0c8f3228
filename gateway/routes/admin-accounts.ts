/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): development aids over accounts: the last captcha, the outbox, making and resetting members. */
import { Hono } from 'hono';
import { z } from 'zod';
import { createMember, findMemberByUsername, listOutbox, peekCaptcha, resetLoginState, setPassword, setReferralCode } from '../db/queries/accounts';
import { setAffiliateCode } from '../db/queries/agent';
import { findMerchant } from '../db/queries/merchants';
import { normalizeMobile } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { badBody, body, memberRefSchema, merchantCode, unknownMerchant } from '../lib/admin-body';

export const adminAccounts = new Hono<AppEnv>();

const schemas = {
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
};

/** The answer of the captcha last drawn for an address (not used up): {answer, expiresAt} or 404. */
adminAccounts.get('/captcha', async (c) => {
  const row = await peekCaptcha(c.env.DB, c.req.query('merchantCode') ?? 'DEMO', c.req.query('ip') ?? '');
  return row ? ok(c, { answer: row.answer, expiresAt: row.expires_at }) : fail(c, 404, 'NOT_FOUND', 'No captcha for this address');
});

/** The development SMS / e-mail outbox, newest first; filters destination, purpose, merchantCode; limit (20). */
adminAccounts.get('/outbox', async (c) => {
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
adminAccounts.post('/members', async (c) => {
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
adminAccounts.post('/members/reset', async (c) => {
  const input = await body(c, memberRefSchema);
  if (!input) return badBody(c);
  const row = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!row) return fail(c, 404, 'NOT_FOUND', 'No such member');
  await resetLoginState(c.env.DB, input.merchantCode, row.id, row.username);
  if (input.password) {
    await setPassword(c.env.DB, row.id, await hashPassword(input.password), !!input.passwordIsDefault, Date.now());
  }
  return ok(c, { id: row.id, username: row.username });
});
