/**
 * The member's wallets (routes/wallet.ts): the main balance, every wallet at once, and the
 * moves between the main wallet and a vendor's wallet of its own (transferFund), once per
 * requestId through the ledger, each audited in its move's batch. Keys: domain/wallet.ts.
 */
import type { Balance } from '@shared/api';
import type { ConsolidatedFunds } from '@shared/api/cashier';
import { walletBalance } from '../db/queries/accounts';
import { hasVendorWallets, isVendorWallet, listVendorWallets } from '../db/queries/wallets';
import { moveVendorWallet, recallVendorWallets } from '../db/queries/money/vendor-wallets';
import type { LedgerOutcome } from '../db/queries/money/ledger';
import { keyReusedRefusal } from './money-refusals';
import { currencySymbol, toBalance } from './accounts';
import { auditCall, callerAuditRow, type Caller } from './caller';
import { refuse, type Refusal } from './outcome';
import { recallKey, toConsolidated, vendorTransferKey } from './wallet';

/** The brand as the wallet answers read it. */
export interface WalletBrand {
  code: string;
  currency: string;
}

export async function mainBalance(db: D1Database, brand: WalletBrand, memberId: number): Promise<Balance> {
  const [main, multi] = await Promise.all([walletBalance(db, memberId), hasVendorWallets(db, brand.code)]);
  return toBalance(main, brand.currency, !multi);
}

export async function consolidatedFunds(db: D1Database, brand: WalletBrand, memberId: number): Promise<ConsolidatedFunds> {
  const [main, rows] = await Promise.all([walletBalance(db, memberId), listVendorWallets(db, brand.code, memberId)]);
  return toConsolidated(main, rows, currencySymbol(brand.currency));
}

/** A move's answer: every wallet after it, and whether this call moved the money (not a repeat). */
export type WalletMove<Extra = unknown> = ({ ok: true; value: ConsolidatedFunds; moved: boolean } & Extra) | Refusal;

/** A move the ledger refused, answered by its cause: a short wallet, or the request id used before for another move. */
const refusedBy = (db: D1Database, who: Caller, amount: number, key: string, moved: Exclude<LedgerOutcome, { ok: true }>): Promise<Refusal> | Refusal =>
  moved.reason === 'IDEMPOTENCY_KEY_REUSED' ? keyReusedRefusal(db, who, amount, key) : refuse(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');

/** The audit row of a vendor move that moved, for its batch. */
const movedRow = (who: Caller, action: string, amount: number, ref: string) => callerAuditRow(who, action, amount, ref, 'MOVED');

/** Into a vendor's wallet from the main one (`in`), or back; once per requestId. */
export async function transferVendorWallet(
  db: D1Database,
  who: Caller,
  currency: string,
  t: { vendor: string; direction: 'in' | 'out'; amount: number; requestId: string },
): Promise<WalletMove> {
  const memberId = who.member.id;
  const key = vendorTransferKey(memberId, t.requestId);
  if (!(await isVendorWallet(db, who.merchant, t.vendor))) {
    await auditCall(db, who, 'VENDOR_TRANSFER', t.amount, key, 'NOT_A_VENDOR_WALLET');
    return refuse(404, 'NOT_A_VENDOR_WALLET', 'This vendor has no wallet of its own');
  }
  const action = t.direction === 'in' ? 'VENDOR_IN' : 'VENDOR_OUT';
  const ref = `${key}:${t.vendor}`;
  const moved = await moveVendorWallet(
    db,
    { memberId, vendor: t.vendor, key, amount: t.direction === 'in' ? t.amount : -t.amount, now: Date.now() },
    movedRow(who, action, t.amount, ref),
  );
  // the MOVED row is in the move's batch; a repeat or a refusal leaves its own row
  if (!moved.ok || moved.duplicate) await auditCall(db, who, action, t.amount, ref, moved.ok ? 'DUPLICATE' : moved.reason);
  if (!moved.ok) return refusedBy(db, who, t.amount, key, moved);
  return { ok: true, value: await consolidatedFunds(db, { code: who.merchant, currency }, memberId), moved: !moved.duplicate };
}

/** Every vendor wallet's whole balance back to the main wallet, in one batch: also what came back. */
export async function recallToMain(db: D1Database, who: Caller, currency: string, requestId: string): Promise<WalletMove<{ total: number }>> {
  const memberId = who.member.id;
  const before = await listVendorWallets(db, who.merchant, memberId);
  const key = recallKey(memberId, requestId);
  const total = before.reduce((sum, w) => sum + w.balance, 0);
  const moved = await recallVendorWallets(
    db,
    { memberId, vendors: before.map((w) => w.vendor_code), key, now: Date.now(), total },
    movedRow(who, 'VENDOR_RECALL', total, key),
  );
  if (!moved.ok || moved.duplicate) await auditCall(db, who, 'VENDOR_RECALL', total, key, moved.ok ? 'DUPLICATE' : moved.reason);
  if (!moved.ok) return refusedBy(db, who, total, key, moved);
  return { ok: true, value: await consolidatedFunds(db, { code: who.merchant, currency }, memberId), moved: !moved.duplicate, total };
}
