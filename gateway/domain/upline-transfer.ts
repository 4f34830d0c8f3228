/**
 * transferUpline: who the member's upline agent is, and a transfer from the member's wallet to
 * the agent's with the payment password, once per request id. Money leaving the member: only
 * the withdrawable amount (domain/money-out.ts), checked again inside the transfer's batch.
 */
import type { TransferResult, UplineInfo } from '@shared/api/cashier';
import type { SecondFactorProof } from '@shared/api/second-factor';
import { walletBalance } from '../db/queries/accounts';
import { transactionExists } from '../db/queries/money/ledger';
import { transferBetweenWallets } from '../db/queries/money/transfers';
import { findUpline } from '../db/queries/withdrawals';
import { auditCall, callerAuditRow, type Caller } from './caller';
import { keyReusedRefusal, overWithdrawableRefusal, pinRefusal } from './money-refusals';
import { moneyOutGuard, overWithdrawable, withdrawableOf } from './money-out';
import { moneyStepRefusal } from './money-steps';
import { refuse, type Refusal } from './outcome';

export async function uplineOf(db: D1Database, memberId: number): Promise<UplineInfo> {
  const upline = await findUpline(db, memberId);
  return { upline: upline ? { username: upline.username, nickname: upline.nickname } : null };
}

/** The transfer's answer; `moved` names the upline when this call moved the money (not a repeat). */
export async function transferToUpline(
  db: D1Database,
  who: Caller,
  t: { amount: number; paymentPassword: string; requestId: string; secondFactor?: SecondFactorProof | undefined },
): Promise<{ ok: true; value: TransferResult; moved: { uplineId: number } | null } | Refusal> {
  const { member } = who;
  const refused = await pinRefusal(db, who, t.paymentPassword, 'TRANSFER_UPLINE');
  if (refused) return refused;
  // above the brand's threshold, as a withdrawal (after the PIN, so a wrong PIN costs no code)
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/cashier/transfer/upline', t.secondFactor, t.amount);
  if (stepped) return stepped;
  const upline = await findUpline(db, member.id);
  if (!upline) return refuse(404, 'NO_UPLINE', 'This account has no upline agent');
  const key = `transfer:${member.id}:${t.requestId}`;
  const { amount } = t;
  // bonus money waiting for its turnover stays, as in a withdrawal (the upline could withdraw it)
  const over = await overWithdrawable(db, member.id, amount);
  if (over && !(await transactionExists(db, key))) return overWithdrawableRefusal(db, who, 'TRANSFER_UPLINE', amount, over);
  const now = Date.now();
  // the MOVED audit row is written in the transfer's batch
  const row = callerAuditRow(who, 'TRANSFER_UPLINE', amount, key, 'MOVED');
  const moved = await transferBetweenWallets(db, { from: member.id, to: upline.id, key, amount, now }, row, moneyOutGuard(db, member.id));
  if (!moved.ok && moved.reason === 'IDEMPOTENCY_KEY_REUSED') return keyReusedRefusal(db, who, amount, key);
  // short of balance or of withdrawable money, a racing move spent it first: one refusal for money leaving
  if (!moved.ok) return overWithdrawableRefusal(db, who, 'TRANSFER_UPLINE', amount, await withdrawableOf(db, member.id));
  if (moved.duplicate) await auditCall(db, who, 'TRANSFER_UPLINE', amount, key, 'DUPLICATE');
  return {
    ok: true,
    value: { amount, balance: await walletBalance(db, member.id), duplicate: moved.duplicate },
    moved: moved.duplicate ? null : { uplineId: upline.id },
  };
}
