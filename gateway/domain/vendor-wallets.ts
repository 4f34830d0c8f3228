/**
 * The member's wallets (routes/wallet.ts): the main balance, every wallet at once, and the
 * moves between the main wallet and a vendor's wallet of its own (transferFund), once per
 * requestId through the ledger and audited after the move. Keys: domain/wallet.ts.
 */
import type { Balance } from '@shared/api';
import type { ConsolidatedFunds } from '@shared/api/cashier';
import { walletBalance } from '../db/queries/accounts';
import { hasVendorWallets, isVendorWallet, listVendorWallets, moveVendorWallet, recallVendorWallets } from '../db/queries/wallets';
import { currencySymbol, toBalance } from './accounts';
import { auditCall, type Caller } from './caller';
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

const short = () => refuse(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');

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
  const moved = await moveVendorWallet(db, { memberId, vendor: t.vendor, key, amount: t.direction === 'in' ? t.amount : -t.amount, now: Date.now() });
  const result = moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : moved.reason;
  await auditCall(db, who, t.direction === 'in' ? 'VENDOR_IN' : 'VENDOR_OUT', t.amount, `${key}:${t.vendor}`, result);
  if (!moved.ok) return short();
  return { ok: true, value: await consolidatedFunds(db, { code: who.merchant, currency }, memberId), moved: !moved.duplicate };
}

/** Every vendor wallet's whole balance back to the main wallet, in one batch: also what came back. */
export async function recallToMain(db: D1Database, who: Caller, currency: string, requestId: string): Promise<WalletMove<{ total: number }>> {
  const memberId = who.member.id;
  const before = await listVendorWallets(db, who.merchant, memberId);
  const key = recallKey(memberId, requestId);
  const moved = await recallVendorWallets(db, { memberId, vendors: before.map((w) => w.vendor_code), key, now: Date.now() });
  const total = before.reduce((sum, w) => sum + w.balance, 0);
  await auditCall(db, who, 'VENDOR_RECALL', total, key, moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : moved.reason);
  if (!moved.ok) return short();
  return { ok: true, value: await consolidatedFunds(db, { code: who.merchant, currency }, memberId), moved: !moved.duplicate, total };
}
