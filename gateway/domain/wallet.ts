/**
 * The wallet (issue 11): the seamless callback's rule for which wallet a round moves, and the
 * consolidated view of a member's main and vendor wallets. Money moves only through the
 * ledger (db/queries/ledger.ts); this module decides which account and which key.
 */
import type { ConsolidatedFunds } from '../../shared/contract-cashier';
import type { VendorWalletRow } from '../db/queries/wallets';

export const toConsolidated = (main: number, rows: VendorWalletRow[], currencySymbol: string): ConsolidatedFunds => ({
  isSingle: rows.length === 0,
  currencySymbol,
  main,
  wallets: rows.map((r) => ({ vendor: r.vendor_code, name: r.name, balance: r.balance })),
  total: rows.reduce((sum, r) => sum + r.balance, main),
});

/** The ledger key of a round's move: a retried callback finds it and moves nothing. */
export const roundKey = (roundId: string, action: 'debit' | 'credit') => `round:${roundId}:${action}`;

/** The ledger keys of a member's vendor-wallet calls. */
export const vendorTransferKey = (memberId: number, requestId: string) => `vendor:${memberId}:${requestId}`;
export const recallKey = (memberId: number, requestId: string) => `recall:${memberId}:${requestId}`;
