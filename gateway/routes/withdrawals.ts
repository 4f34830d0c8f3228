/**
 * /wps/cashier/* withdrawals (shared/api/cashier.ts): the payment password
 * (set once), bank cards, a withdrawal that holds the money at once, the member's
 * answer to a paid-out withdrawal (docs/product.md 4 receipt) and the transfer to the upline.
 * Thin: parse, call (domain/member-withdrawals.ts, payment-password.ts, upline-transfer.ts),
 * answer; every money call is audited there.
 */
import { Hono } from 'hono';
import {
  bindCardSchema,
  pinUnlockSchema,
  setPaymentPasswordSchema,
  uplineTransferSchema,
  withdrawRequestSchema,
  type UplineInfo,
  type Withdrawal,
  type WithdrawInfo,
} from '@shared/api/cashier';
import { answerReceipt, memberWithdrawals, requestWithdrawal, withdrawInfo } from '../domain/member-withdrawals';
import { bindCard, setPaymentPassword, unlockPaymentPassword } from '../domain/payment-password';
import { transferToUpline, uplineOf } from '../domain/upline-transfer';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { fail, ok } from '../lib/envelope';
import { liveMember, liveMoney } from '../domain/live';

export const withdrawals = new Hono<AppEnv>();

withdrawals.get('/withdraw/info', async (c) => ok<WithdrawInfo>(c, await withdrawInfo(c.env.DB, c.var.merchant.code, c.var.member.id)));

withdrawals.post('/payment-password', async (c) => {
  const body = await jsonBody(c, setPaymentPasswordSchema);
  if (!body.ok) return body.response;
  return answer(c, await setPaymentPassword(c.env.DB, caller(c), body.data.paymentPassword, body.data.secondFactor));
});

/** Lifts the member's own PIN lock after re-entering the login password (JWE body); a wrong one ends every session. */
withdrawals.post('/payment-password/unlock', async (c) => {
  const body = await encryptedBody(c, pinUnlockSchema);
  if (!body.ok) return body.response;
  return answer(c, await unlockPaymentPassword(c.env.DB, caller(c), body.data.password, body.data.secondFactor));
});

withdrawals.post('/cards', async (c) => {
  const body = await jsonBody(c, bindCardSchema);
  if (!body.ok) return body.response;
  return answer(c, await bindCard(c.env.DB, caller(c), body.data));
});

withdrawals.get('/withdrawals', async (c) => ok<Withdrawal[]>(c, await memberWithdrawals(c.env.DB, c.var.member.id)));

/** A withdrawal: within the limits and what the turnover leaves withdrawable; the money is held at once. */
withdrawals.post('/withdraw', async (c) => {
  const body = await jsonBody(c, withdrawRequestSchema);
  if (!body.ok) return body.response;
  const asked = await requestWithdrawal(c.env.DB, caller(c), c.var.merchant.time_zone, body.data);
  if (asked.ok && asked.held)
    liveMoney(c, c.var.member.merchant_code, c.var.member.id, 'withdrawal.requested', { orderNo: asked.value.orderNo, amount: body.data.amount });
  return answer(c, asked);
});

/**
 * The member's answer to a paid-out withdrawal (multipart): received; partly_received with
 * the amount received; not_received with a proof image (png/jpg by content, at most 5 MB).
 * Only a paid-out withdrawal takes an answer, and only one.
 */
withdrawals.post('/withdraw/confirm', async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(c, 400, 'BAD_REQUEST', 'Malformed form');
  }
  const answered = await answerReceipt(c.env.DB, c.env.PROMO_UPLOADS, caller(c), {
    orderNo: String(form.get('orderNo') ?? ''),
    result: String(form.get('result') ?? ''),
    receivedAmount: form.get('receivedAmount'),
    proof: form.get('proof') as unknown as File | string | null,
  });
  if (answered.ok)
    liveMember(c, answered.answered.merchant, answered.answered.memberId, 'withdrawal.received', {
      orderNo: answered.value.orderNo,
      result: answered.answered.result,
    });
  return answer(c, answered);
});

/** transferUpline: who the member's upline agent is. */
withdrawals.get('/upline', async (c) => ok<UplineInfo>(c, await uplineOf(c.env.DB, c.var.member.id)));

/** A transfer from the member's wallet to the upline agent's, with the payment password; once per request id. */
withdrawals.post('/transfer/upline', async (c) => {
  const body = await jsonBody(c, uplineTransferSchema);
  if (!body.ok) return body.response;
  const sent = await transferToUpline(c.env.DB, caller(c), body.data);
  if (sent.ok && sent.moved)
    for (const [id, direction] of [
      [c.var.member.id, 'out'],
      [sent.moved.uplineId, 'in'],
    ] as const)
      liveMoney(c, c.var.member.merchant_code, id, 'transfer', { direction, via: 'upline', amount: body.data.amount });
  return answer(c, sent);
});
