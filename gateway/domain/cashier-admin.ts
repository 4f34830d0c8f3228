/**
 * The operator's side of the cashier (routes/admin-cashier.ts): paying out or rejecting a
 * requested withdrawal, lifting a payment PIN lock, the auto-confirmation run and the ledger's
 * proof. Each step leaves its audit row.
 */
import { findMemberByUsername } from '../db/queries/accounts';
import { checkLedger } from '../db/queries/money/ledger';
import { rejectWithdrawal } from '../db/queries/money/withdrawals';
import { unlockPin } from '../db/queries/payment-pin';
import { autoConfirm, cashierSettings, findWithdrawal, markPaid, type WithdrawalRow } from '../db/queries/withdrawals';
import { done, refuse, type Outcome } from './outcome';
import { audit } from './audit';

const noWithdrawal = () => refuse(404, 'ORDER_NOT_FOUND', 'No such withdrawal');

const operatorRow = (w: WithdrawalRow, action: string, result: string, at: number) => ({
  merchant: w.merchant_code,
  memberId: w.member_id,
  action,
  amount: w.amount,
  ref: w.order_no,
  ip: 'operator',
  result,
  at,
});
const operatorTrail = (db: D1Database, w: WithdrawalRow, action: string, result: string, at: number) => audit(db, operatorRow(w, action, result, at));

/** The operator pays a requested withdrawal out: it counts as received after the brand's minutes unless the member answers. */
export async function payOutWithdrawal(db: D1Database, orderNo: string, now: number): Promise<Outcome<WithdrawalRow>> {
  const w = await findWithdrawal(db, orderNo);
  if (!w) return noWithdrawal();
  const minutes = (await cashierSettings(db, w.merchant_code))?.auto_confirm_minutes ?? 30;
  if (!(await markPaid(db, w.order_no, now, now + minutes * 60_000))) return refuse(409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is paid out');
  await operatorTrail(db, w, 'WITHDRAW_PAID', 'PAID', now);
  return done(w);
}

/** The operator rejects a requested withdrawal: the held money goes back to the wallet, once. */
export async function rejectRequestedWithdrawal(db: D1Database, orderNo: string): Promise<Outcome<WithdrawalRow>> {
  const w = await findWithdrawal(db, orderNo);
  if (!w) return noWithdrawal();
  if (w.status !== 'requested') return refuse(409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is rejected');
  // the REFUNDED row is written in the refund's batch; a repeat leaves its own DUPLICATE row
  const now = Date.now();
  const refunded = await rejectWithdrawal(db, w, now, operatorRow(w, 'WITHDRAW_REJECTED', 'REFUNDED', now));
  if (!(refunded.ok && !refunded.duplicate)) await operatorTrail(db, w, 'WITHDRAW_REJECTED', 'DUPLICATE', Date.now());
  return done(w);
}

/** The operator lifts a member's payment PIN lock (a fresh count of tries; the lock history stays, so the next lock is longer); null when there is no such member. */
export async function liftPinLock(db: D1Database, merchant: string, username: string): Promise<{ unlocked: boolean } | null> {
  const row = await findMemberByUsername(db, merchant, username);
  if (!row) return null;
  const lifted = await unlockPin(db, row.id);
  await audit(db, {
    merchant,
    memberId: row.id,
    action: 'PAYMENT_PIN_UNLOCK',
    amount: null,
    ref: 'operator',
    ip: null,
    result: lifted ? 'UNLOCKED' : 'NOT_LOCKED',
    at: Date.now(),
  });
  return { unlocked: lifted };
}

/** Paid-out withdrawals nobody answered by `now` count as received (what the Cron Trigger runs): how many. */
export const autoConfirmWithdrawals = (db: D1Database, now: number) => autoConfirm(db, now);

/** The ledger's proof (queries/money/ledger.ts): every stored balance recomputed from its entries. */
export const ledgerProof = (db: D1Database) => checkLedger(db);
