/**
 * /wps/cashier/* withdrawals (shared/contract-cashier.ts): the payment password
 * (set once), bank cards, a withdrawal that holds the money at once, and the member's
 * answer to a paid-out withdrawal (docs/product.md 4 receipt). Thin: parse, call, answer; every
 * money call audited.
 */
import { Hono, type Context } from 'hono';
import { cardNumberValid, withdrawable } from '@shared/cashier-rules';
import {
  bindCardSchema,
  PROOF_MAX_BYTES,
  RECEIPT_RESULTS,
  pinUnlockSchema,
  setPaymentPasswordSchema,
  uplineTransferSchema,
  withdrawRequestSchema,
  type BankCard,
  type PinAttempts,
  type ReceiptResult,
  type TransferResult,
  type UplineInfo,
  type WithdrawableLimit,
  type Withdrawal,
  type WithdrawInfo,
} from '@shared/contract-cashier';
import { endEverySession, walletBalance } from '../db/queries/accounts';
import { unlockPin } from '../db/queries/payment-pin';
import { runLedgerBatch, transactionExists, walletTransferStatements } from '../db/queries/ledger';
import { moneyOutGuard, overWithdrawable, withdrawableOf } from '../domain/money-out';
import { dailyWithdrawalGuard, dailyWithdrawals } from '../domain/withdraw-limits';
import { audit } from '../domain/audit';
import {
  bonusesAndStakes,
  cashierSettings,
  confirmReceipt,
  findUpline,
  findCard,
  findWithdrawal,
  findWithdrawalByRequest,
  insertCard,
  listCards,
  listWithdrawals,
  paymentPasswordHash,
  requestWithdrawal,
  setPaymentPassword,
} from '../db/queries/withdrawals';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { checkPaymentPin, PIN_TRIES } from '../domain/payment-pin';
import { sniffImage } from '../domain/promotions';
import { newWithdrawOrderNo, toBankCard, toWithdrawal } from '../domain/withdrawals';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { keyReusedAnswer, overWithdrawableAnswer, pinAnswer } from '../lib/money-answer';
import { clientIp } from '../lib/visitor';
import { liveMember, liveMoney } from '../domain/live';

export const withdrawals = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

/** The PIN with its tries counted (domain/payment-pin.ts): null when right, else the answer with tries left or the lock's end. */
async function checkPaymentPassword(c: Ctx, password: string, action: string): Promise<Response | null> {
  const refused = await checkPaymentPin(c.env.DB, { merchant: c.var.merchant.code, memberId: c.var.member.id, ip: clientIp(c), action }, password);
  return refused && pinAnswer(c, refused);
}

const trail = (c: Ctx, action: string, amount: number | null, ref: string | null, result: string) =>
  audit(c.env.DB, { merchant: c.var.merchant.code, memberId: c.var.member.id, action, amount, ref, ip: clientIp(c), result, at: Date.now() });

/** OVER_WITHDRAWABLE with the numbers the pages show (domain/money-out.ts), audited. */
async function overLimit(c: Ctx, action: string, amount: number, limit: WithdrawableLimit): Promise<Response> {
  await trail(c, action, amount, null, 'OVER_WITHDRAWABLE');
  return overWithdrawableAnswer(c, limit);
}

/** The VIP level's withdrawals a day are used up for the brand's day. */
async function dailyReached(c: Ctx, amount: number, perDay: number): Promise<Response> {
  await trail(c, 'WITHDRAW', amount, null, 'DAILY_WITHDRAWALS_REACHED');
  return failWith<{ perDay: number }>(c, 409, 'DAILY_WITHDRAWALS_REACHED', `At most ${perDay} withdrawals a day at this VIP level`, { perDay });
}

/** A request id used before for another amount (or card, or receiver): refused, never answered as the first call. */
async function keyReused(c: Ctx, amount: number, ref: string): Promise<Response> {
  await trail(c, 'IDEMPOTENCY', amount, ref, 'KEY_REUSED');
  return keyReusedAnswer(c);
}

withdrawals.get('/withdraw/info', async (c) => {
  const db = c.env.DB;
  const memberId = c.var.member.id;
  const [balance, settings, turnover, hash, cards] = await Promise.all([
    walletBalance(db, memberId),
    cashierSettings(db, c.var.merchant.code),
    bonusesAndStakes(db, memberId),
    paymentPasswordHash(db, memberId),
    listCards(db, memberId),
  ]);
  const allowed = withdrawable(balance, turnover.bonuses, turnover.stakes);
  return ok<WithdrawInfo>(c, {
    balance,
    ...allowed,
    min: settings?.withdraw_min ?? 0,
    max: settings?.withdraw_max ?? 0,
    hasPaymentPassword: hash !== null,
    cards: cards.map(toBankCard),
    autoConfirmMinutes: settings?.auto_confirm_minutes ?? 0,
  });
});

withdrawals.post('/payment-password', async (c) => {
  const body = await jsonBody(c, setPaymentPasswordSchema);
  if (!body.ok) return body.response;
  if (!(await setPaymentPassword(c.env.DB, c.var.member.id, await hashPassword(body.data.paymentPassword), Date.now()))) {
    return fail(c, 409, 'PAYMENT_PASSWORD_SET', 'The payment password is set already');
  }
  return ok(c, null);
});

/**
 * Lifts the member's own PIN lock after re-entering the login password (JWE body). A wrong
 * password ends every session, so each further guess costs a whole login with its captcha and
 * second step.
 */
withdrawals.post('/payment-password/unlock', async (c) => {
  const body = await encryptedBody(c, pinUnlockSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const member = c.var.member;
  if (!(await verifyPassword(body.data.password, member.password_hash))) {
    await trail(c, 'PAYMENT_PIN_UNLOCK', null, null, 'OLD_PASSWORD_WRONG');
    await endEverySession(db, member.id);
    return fail(c, 400, 'OLD_PASSWORD_WRONG', 'The password is wrong; log in again');
  }
  await unlockPin(db, member.id);
  await trail(c, 'PAYMENT_PIN_UNLOCK', null, null, 'UNLOCKED');
  return ok<PinAttempts>(c, { triesLeft: PIN_TRIES, lockedUntil: null });
});

withdrawals.post('/cards', async (c) => {
  const body = await jsonBody(c, bindCardSchema);
  if (!body.ok) return body.response;
  const refused = await checkPaymentPassword(c, body.data.paymentPassword, 'BIND_CARD');
  if (refused) return refused;
  if (!cardNumberValid(body.data.accountNo)) return fail(c, 400, 'CARD_INVALID', 'The card number fails its check');
  const added = await insertCard(c.env.DB, {
    member_id: c.var.member.id,
    bank_name: body.data.bankName,
    account_name: body.data.accountName,
    account_no: body.data.accountNo,
    created_at: Date.now(),
  });
  if (!added) return fail(c, 409, 'CARD_TAKEN', 'This account is bound already');
  return ok<BankCard[]>(c, (await listCards(c.env.DB, c.var.member.id)).map(toBankCard));
});

withdrawals.get('/withdrawals', async (c) => {
  const db = c.env.DB;
  const cards = new Map((await listCards(db, c.var.member.id)).map((card) => [card.id, card]));
  return ok<Withdrawal[]>(
    c,
    (await listWithdrawals(db, c.var.member.id)).map((w) => toWithdrawal(w, cards.get(w.card_id)!)),
  );
});

/** A withdrawal: within the limits and what the turnover leaves withdrawable; the money is held at once. */
withdrawals.post('/withdraw', async (c) => {
  const body = await jsonBody(c, withdrawRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const member = c.var.member;
  const earlier = await findWithdrawalByRequest(db, member.id, body.data.requestId);
  if (earlier && (earlier.amount !== body.data.amount || earlier.card_id !== body.data.cardId)) return keyReused(c, body.data.amount, earlier.order_no);
  if (earlier) return ok<Withdrawal>(c, toWithdrawal(earlier, (await findCard(db, member.id, earlier.card_id))!));
  const refused = await checkPaymentPassword(c, body.data.paymentPassword, 'WITHDRAW');
  if (refused) {
    await trail(c, 'WITHDRAW', body.data.amount, null, 'PAYMENT_PASSWORD');
    return refused;
  }
  const card = await findCard(db, member.id, body.data.cardId);
  if (!card) return fail(c, 404, 'CARD_NOT_FOUND', 'No such card');
  const settings = await cashierSettings(db, c.var.merchant.code);
  const { amount } = body.data;
  if (!settings || amount < settings.withdraw_min || amount > settings.withdraw_max) {
    await trail(c, 'WITHDRAW', amount, null, 'AMOUNT_OUT_OF_RANGE');
    return fail(c, 400, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${settings?.withdraw_min} and ${settings?.withdraw_max}`);
  }
  const over = await overWithdrawable(db, member.id, amount);
  if (over) return overLimit(c, 'WITHDRAW', amount, over);
  const now = Date.now();
  const daily = await dailyWithdrawals(db, member, c.var.merchant.time_zone, now);
  if (daily.used >= daily.perDay) return dailyReached(c, amount, daily.perDay);
  const row = {
    order_no: newWithdrawOrderNo(now),
    merchant_code: c.var.merchant.code,
    member_id: member.id,
    card_id: card.id,
    amount,
    status: 'requested' as const,
    received_amount: null,
    proof_key: null,
    request_id: body.data.requestId,
    created_at: now,
    paid_at: null,
    auto_confirm_at: null,
    confirmed_at: null,
  };
  const held = await requestWithdrawal(db, row, [...moneyOutGuard(db, member.id), ...dailyWithdrawalGuard(db, member.id, daily)]);
  if (!held.ok && held.reason === 'DAILY_WITHDRAWALS_REACHED') return dailyReached(c, amount, daily.perDay);
  // short of balance or of withdrawable money, a racing move spent it first: money leaving the
  // member has one refusal, with the numbers as they are now (docs/product.md 4)
  if (!held.ok) return overLimit(c, 'WITHDRAW', amount, await withdrawableOf(db, member.id));
  // a concurrent twin with the same request id lost on the key: answer the first
  const stored = (await findWithdrawalByRequest(db, member.id, body.data.requestId))!;
  await trail(c, 'WITHDRAW', amount, stored.order_no, held.duplicate ? 'DUPLICATE' : 'HELD');
  if (!held.duplicate) liveMoney(c, member.merchant_code, member.id, 'withdrawal.requested', { orderNo: stored.order_no, amount });
  return ok<Withdrawal>(c, toWithdrawal(stored, card));
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
  const db = c.env.DB;
  const orderNo = String(form.get('orderNo') ?? '');
  const result = String(form.get('result') ?? '') as ReceiptResult;
  const w = await findWithdrawal(db, orderNo);
  if (!w || w.member_id !== c.var.member.id) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  if (!RECEIPT_RESULTS.includes(result)) return fail(c, 400, 'BAD_REQUEST', 'result must be received, partly_received or not_received');
  if (w.status !== 'paid') return fail(c, 409, 'NOT_CONFIRMABLE', 'This withdrawal takes no answer now');
  const received: number | null = result === 'received' ? w.amount : result === 'not_received' ? 0 : Number(form.get('receivedAmount'));
  if (result === 'partly_received' && (!Number.isInteger(received) || (received ?? 0) <= 0 || (received ?? 0) >= w.amount)) {
    return fail(c, 400, 'RECEIVED_AMOUNT_INVALID', 'The amount received must be more than 0 and less than the amount');
  }
  let proofKey: string | null = null;
  const proof = form.get('proof') as unknown as File | string | null;
  if (result === 'not_received') {
    if (!proof || typeof proof === 'string') return fail(c, 400, 'PROOF_REQUIRED', 'A proof image is required');
    const bytes = new Uint8Array(await proof.arrayBuffer());
    const kind = sniffImage(bytes.subarray(0, 8));
    if (!kind || bytes.byteLength > PROOF_MAX_BYTES) return fail(c, 400, 'PROOF_INVALID', 'The proof must be a png or jpg image of at most 5 MB');
    proofKey = `withdraw-proof/${c.var.merchant.code}/${orderNo}.${kind}`;
    await c.env.PROMO_UPLOADS.put(proofKey, bytes, { httpMetadata: { contentType: kind === 'png' ? 'image/png' : 'image/jpeg' } });
  }
  if (!(await confirmReceipt(db, orderNo, result, received, proofKey, Date.now())))
    return fail(c, 409, 'NOT_CONFIRMABLE', 'This withdrawal takes no answer now');
  await trail(c, 'WITHDRAW_RECEIPT', w.amount, orderNo, result);
  liveMember(c, w.merchant_code, w.member_id, 'withdrawal.received', { orderNo, result });
  const updated = (await findWithdrawal(db, orderNo))!;
  return ok<Withdrawal>(c, toWithdrawal(updated, (await findCard(db, w.member_id, w.card_id))!));
});

/** transferUpline: who the member's upline agent is. */
withdrawals.get('/upline', async (c) => {
  const upline = await findUpline(c.env.DB, c.var.member.id);
  return ok<UplineInfo>(c, { upline: upline ? { username: upline.username, nickname: upline.nickname } : null });
});

/** A transfer from the member's wallet to the upline agent's, with the payment password; once per request id. */
withdrawals.post('/transfer/upline', async (c) => {
  const body = await jsonBody(c, uplineTransferSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const member = c.var.member;
  const refused = await checkPaymentPassword(c, body.data.paymentPassword, 'TRANSFER_UPLINE');
  if (refused) return refused;
  const upline = await findUpline(db, member.id);
  if (!upline) return fail(c, 404, 'NO_UPLINE', 'This account has no upline agent');
  const key = `transfer:${member.id}:${body.data.requestId}`;
  const { amount } = body.data;
  // bonus money waiting for its turnover stays, as in a withdrawal (the upline could withdraw it)
  const over = await overWithdrawable(db, member.id, amount);
  if (over && !(await transactionExists(db, key))) return overLimit(c, 'TRANSFER_UPLINE', amount, over);
  const moved = await runLedgerBatch(
    db,
    [
      ...walletTransferStatements(db, { from: { id: member.id }, to: { id: upline.id }, key, kind: 'TRANSFER', amount, now: Date.now() }),
      ...moneyOutGuard(db, member.id),
    ],
    { key, amount, to: upline.id },
  );
  if (!moved.ok && moved.reason === 'IDEMPOTENCY_KEY_REUSED') return keyReused(c, amount, key);
  // short of balance or of withdrawable money, a racing move spent it first: one refusal for money leaving
  if (!moved.ok) return overLimit(c, 'TRANSFER_UPLINE', amount, await withdrawableOf(db, member.id));
  await trail(c, 'TRANSFER_UPLINE', amount, key, moved.duplicate ? 'DUPLICATE' : 'MOVED');
  if (!moved.duplicate)
    for (const [id, direction] of [
      [member.id, 'out'],
      [upline.id, 'in'],
    ] as const)
      liveMoney(c, member.merchant_code, id, 'transfer', { direction, via: 'upline', amount: body.data.amount });
  return ok<TransferResult>(c, { amount: body.data.amount, balance: await walletBalance(db, member.id), duplicate: moved.duplicate });
});
