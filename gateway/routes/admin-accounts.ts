/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): development aids over accounts: the last captcha, the outbox, making and resetting members. */
import { Hono } from 'hono';
import { testMemberSchema } from '@shared/schemas-login';
import { createTestMember, resetMember, outbox } from '../domain/accounts-admin';
import { captchaAnswer } from '../domain/captcha';
import type { AppEnv } from '../env';
import { badBody, body, memberRefSchema, noMember } from '../lib/admin-body';
import { fail, ok } from '../lib/envelope';
import { answer } from '../lib/answer';

export const adminAccounts = new Hono<AppEnv>();

/** The answer of the captcha last drawn for an address (not used up): {answer, expiresAt} or 404. */
adminAccounts.get('/captcha', async (c) => {
  const answer = await captchaAnswer(c.env.DB, c.req.query('merchantCode') ?? 'DEMO', c.req.query('ip') ?? '');
  return answer ? ok(c, answer) : fail(c, 404, 'NOT_FOUND', 'No captcha for this address');
});

/** The development SMS / e-mail outbox, newest first; filters destination, purpose, merchantCode; limit (20). */
adminAccounts.get('/outbox', async (c) => {
  const q = c.req.query();
  const limit = Math.min(Math.max(Number(q.limit) || 20, 1), 200);
  return ok(
    c,
    await outbox(c.env.DB, { destination: q.destination || undefined, purpose: q.purpose || undefined, merchant: q.merchantCode || undefined }, limit),
  );
});

/** A throwaway account for tests and demos (wallet funded from the house with opening). */
adminAccounts.post('/members', async (c) => {
  const input = await body(c, testMemberSchema);
  if (!input) return badBody(c);
  return answer(c, await createTestMember(c.env.DB, input));
});

/** Back to a never-logged-in state: no sessions, known addresses, failures or challenges; firstTimeLogin again. */
adminAccounts.post('/members/reset', async (c) => {
  const input = await body(c, memberRefSchema);
  if (!input) return badBody(c);
  const reset = await resetMember(c.env.DB, input);
  return reset ? ok(c, reset) : noMember(c);
});
