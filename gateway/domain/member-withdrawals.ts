/**
 * The member's withdrawals (routes/withdrawals.ts; docs/product.md 4 receipt): what may be
 * withdrawn, a withdrawal that holds the money at once (within the limits, the withdrawable
 * amount and the VIP level's withdrawals a day, each checked again inside the hold's batch),
 * and the member's answer to a paid-out withdrawal. Every attempt is audited.
 */
import { withdrawable } from '@shared/cashier-rules';
import { PROOF_MAX_BYTES, RECEIPT_RESULTS, type ReceiptResult, type Withdrawal, type WithdrawInfo } from '@shared/api/cashier';
import type { SecondFactorProof } from '@shared/api/second-factor';
import { walletBalance } from '../db/queries/accounts';
import {
  bonusesAndStakes,
  cashierSettings,
  confirmReceipt,
  findCard,
  findWithdrawal,
  findWithdrawalByRequest,
  listCards,
  listWithdrawals,
  paymentPasswordHash,
  type WithdrawalRow,
} from '../db/queries/withdrawals';
import { requestWithdrawal as holdWithdrawal } from '../db/queries/money/withdrawals';
import { auditCall, type Caller } from './caller';
import { keyReusedRefusal, overWithdrawableRefusal, pinRefusal } from './money-refusals';
import { moneyOutGuard, overWithdrawable, withdrawableOf } from './money-out';
import { refuse, type Refusal } from './outcome';
import { sniffImage } from './promotions';
import { moneyStepRefusal } from './money-steps';
import { dailyWithdrawalGuard, dailyWithdrawals } from './withdraw-limits';
import { newWithdrawOrderNo, toBankCard, toWithdrawal } from './withdrawals';

export async function withdrawInfo(db: D1Database, merchant: string, memberId: number): Promise<WithdrawInfo> {
  const [balance, settings, turnover, hash, cards] = await Promise.all([
    walletBalance(db, memberId),
    cashierSettings(db, merchant),
    bonusesAndStakes(db, memberId),
    paymentPasswordHash(db, memberId),
    listCards(db, memberId),
  ]);
  const allowed = withdrawable(balance, turnover.bonuses, turnover.stakes);
  return {
    balance,
    ...allowed,
    min: settings?.withdraw_min ?? 0,
    max: settings?.withdraw_max ?? 0,
    hasPaymentPassword: hash !== null,
    cards: cards.map(toBankCard),
    autoConfirmMinutes: settings?.auto_confirm_minutes ?? 0,
  };
}

export async function memberWithdrawals(db: D1Database, memberId: number): Promise<Withdrawal[]> {
  const cards = new Map((await listCards(db, memberId)).map((card) => [card.id, card]));
  return (await listWithdrawals(db, memberId)).map((w) => toWithdrawal(w, cards.get(w.card_id)!));
}

/** The VIP level's withdrawals a day are used up for the brand's day: refused, audited. */
async function dailyReached(db: D1Database, who: Caller, amount: number, perDay: number): Promise<Refusal> {
  await auditCall(db, who, 'WITHDRAW', amount, null, 'DAILY_WITHDRAWALS_REACHED');
  return refuse(409, 'DAILY_WITHDRAWALS_REACHED', `At most ${perDay} withdrawals a day at this VIP level`, { perDay });
}

/**
 * A withdrawal: within the limits and what the turnover leaves withdrawable; the money is held
 * at once. A repeated requestId answers the first withdrawal (`held` false); the same id with
 * another amount or card is refused. `timeZone` is the brand's, whose day counts the withdrawals.
 */
export async function requestWithdrawal(
  db: D1Database,
  who: Caller,
  timeZone: string,
  r: { cardId: number; amount: number; paymentPassword: string; requestId: string; secondFactor?: SecondFactorProof | undefined },
): Promise<{ ok: true; value: Withdrawal; held: boolean } | Refusal> {
  const { member } = who;
  const { amount } = r;
  /** The withdrawal this request id made: the same call again answers it; another amount or card under the id is refused. */
  const made = async (earlier: WithdrawalRow): Promise<{ ok: true; value: Withdrawal; held: false } | Refusal> => {
    if (earlier.amount !== amount || earlier.card_id !== r.cardId) return keyReusedRefusal(db, who, amount, earlier.order_no);
    return { ok: true, value: toWithdrawal(earlier, (await findCard(db, member.id, earlier.card_id))!), held: false };
  };
  /**
   * A refusal of the room left (the withdrawable amount, the withdrawals a day) may come from
   * this request's own twin: the same call sent again (a client whose answer was lost) while the
   * first copy still ran, which held the money after the lookup above. That withdrawal answers.
   */
  const twinOr = async (refused: () => Promise<Refusal>) => {
    const twin = await findWithdrawalByRequest(db, member.id, r.requestId);
    return twin ? made(twin) : refused();
  };
  const earlier = await findWithdrawalByRequest(db, member.id, r.requestId);
  if (earlier) return made(earlier);
  const refused = await pinRefusal(db, who, r.paymentPassword, 'WITHDRAW');
  if (refused) {
    await auditCall(db, who, 'WITHDRAW', amount, null, 'PAYMENT_PASSWORD');
    return refused;
  }
  // above the brand's threshold, a member with a second factor proves it (after the PIN, so a wrong PIN costs no code)
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/cashier/withdraw', r.secondFactor, amount);
  if (stepped) return stepped;
  const card = await findCard(db, member.id, r.cardId);
  if (!card) return refuse(404, 'CARD_NOT_FOUND', 'No such card');
  const settings = await cashierSettings(db, who.merchant);
  if (!settings || amount < settings.withdraw_min || amount > settings.withdraw_max) {
    await auditCall(db, who, 'WITHDRAW', amount, null, 'AMOUNT_OUT_OF_RANGE');
    return refuse(400, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${settings?.withdraw_min} and ${settings?.withdraw_max}`);
  }
  const over = await overWithdrawable(db, member.id, amount);
  if (over) return twinOr(() => overWithdrawableRefusal(db, who, 'WITHDRAW', amount, over));
  const now = Date.now();
  const daily = await dailyWithdrawals(db, member, timeZone, now);
  if (daily.used >= daily.perDay) return twinOr(() => dailyReached(db, who, amount, daily.perDay));
  const row = {
    order_no: newWithdrawOrderNo(now),
    merchant_code: who.merchant,
    member_id: member.id,
    card_id: card.id,
    amount,
    status: 'requested' as const,
    received_amount: null,
    proof_key: null,
    request_id: r.requestId,
    created_at: now,
    paid_at: null,
    auto_confirm_at: null,
    confirmed_at: null,
  };
  // the HELD audit row is written in the hold's batch
  const heldRow = { merchant: who.merchant, memberId: member.id, action: 'WITHDRAW', amount, ref: row.order_no, ip: who.ip, result: 'HELD', at: now };
  const held = await holdWithdrawal(db, row, heldRow, [...moneyOutGuard(db, member.id), ...dailyWithdrawalGuard(db, member.id, daily)], settings.withdraw_max);
  if (!held.ok && held.reason === 'IDEMPOTENCY_KEY_REUSED') return twinOr(() => keyReusedRefusal(db, who, amount, r.requestId));
  if (!held.ok && held.reason === 'DAILY_WITHDRAWALS_REACHED') return dailyReached(db, who, amount, daily.perDay);
  // short of balance or of withdrawable money, a racing move spent it first: money leaving the
  // member has one refusal, with the numbers as they are now (docs/product.md 4)
  if (!held.ok) return overWithdrawableRefusal(db, who, 'WITHDRAW', amount, await withdrawableOf(db, member.id));
  // a concurrent twin with the same request id lost on the key: answer the first
  const stored = (await findWithdrawalByRequest(db, member.id, r.requestId))!;
  if (held.duplicate) {
    await auditCall(db, who, 'WITHDRAW', amount, stored.order_no, 'DUPLICATE');
    return made(stored);
  }
  return { ok: true, value: toWithdrawal(stored, card), held: true };
}

/** The member's answer to a paid-out withdrawal, as the form carries it. */
export interface ReceiptForm {
  orderNo: string;
  result: string;
  receivedAmount: unknown;
  proof: File | string | null;
}

/**
 * received; partly_received with the amount received; not_received with a proof image (png/jpg
 * by content, at most 5 MB, kept in `uploads`). Only a paid-out withdrawal of the member takes
 * an answer, and only one. `answered` carries what the live event tells.
 */
export async function answerReceipt(
  db: D1Database,
  uploads: R2Bucket,
  who: Caller,
  form: ReceiptForm,
): Promise<{ ok: true; value: Withdrawal; answered: { merchant: string; memberId: number; result: ReceiptResult } } | Refusal> {
  const { orderNo } = form;
  const result = form.result as ReceiptResult;
  const w = await findWithdrawal(db, orderNo);
  if (!w || w.member_id !== who.member.id) return refuse(404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  if (!RECEIPT_RESULTS.includes(result)) return refuse(400, 'BAD_REQUEST', 'result must be received, partly_received or not_received');
  if (w.status !== 'paid') return refuse(409, 'NOT_CONFIRMABLE', 'This withdrawal takes no answer now');
  const received: number | null = result === 'received' ? w.amount : result === 'not_received' ? 0 : Number(form.receivedAmount);
  if (result === 'partly_received' && (!Number.isInteger(received) || (received ?? 0) <= 0 || (received ?? 0) >= w.amount)) {
    return refuse(400, 'RECEIVED_AMOUNT_INVALID', 'The amount received must be more than 0 and less than the amount');
  }
  let proofKey: string | null = null;
  const { proof } = form;
  if (result === 'not_received') {
    if (!proof || typeof proof === 'string') return refuse(400, 'PROOF_REQUIRED', 'A proof image is required');
    const bytes = new Uint8Array(await proof.arrayBuffer());
    const kind = sniffImage(bytes.subarray(0, 8));
    if (!kind || bytes.byteLength > PROOF_MAX_BYTES) return refuse(400, 'PROOF_INVALID', 'The proof must be a png or jpg image of at most 5 MB');
    proofKey = `withdraw-proof/${who.merchant}/${orderNo}.${kind}`;
    await uploads.put(proofKey, bytes, { httpMetadata: { contentType: kind === 'png' ? 'image/png' : 'image/jpeg' } });
  }
  if (!(await confirmReceipt(db, orderNo, result, received, proofKey, Date.now())))
    return refuse(409, 'NOT_CONFIRMABLE', 'This withdrawal takes no answer now');
  await auditCall(db, who, 'WITHDRAW_RECEIPT', w.amount, orderNo, result);
  const updated = (await findWithdrawal(db, orderNo))!;
  const value = toWithdrawal(updated, (await findCard(db, w.member_id, w.card_id))!);
  return { ok: true, value, answered: { merchant: w.merchant_code, memberId: w.member_id, result } };
}
