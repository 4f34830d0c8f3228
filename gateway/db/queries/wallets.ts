/** Vendor wallets (migration 0017): which vendors of a brand keep a wallet of their own, and a member's balances there. */
import { walletBalance } from './accounts';

export interface VendorWalletRow {
  vendor_code: string;
  name: string;
  balance: number;
}

/** The brand's transfer-wallet vendors, in order, with the member's balance at each (0 before first use). */
export const listVendorWallets = async (db: D1Database, merchant: string, memberId: number) =>
  (
    await db
      .prepare(
        `SELECT w.vendor_code, v.name, COALESCE(a.balance, 0) AS balance
         FROM vendor_wallets w JOIN vendors v ON v.code = w.vendor_code
         LEFT JOIN ledger_accounts a ON a.kind = 'vendor' AND a.member_id = ?2 AND a.vendor_code = w.vendor_code
         WHERE w.merchant_code = ?1 ORDER BY w.sort`,
      )
      .bind(merchant, memberId)
      .all<VendorWalletRow>()
  ).results;

export const hasVendorWallets = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT 1 AS x FROM vendor_wallets WHERE merchant_code = ? LIMIT 1').bind(merchant).first('x')) !== null;

export const isVendorWallet = async (db: D1Database, merchant: string, vendor: string) =>
  (await db.prepare('SELECT 1 AS x FROM vendor_wallets WHERE merchant_code = ? AND vendor_code = ?').bind(merchant, vendor).first('x')) !== null;

/** The transfer-wallet vendor a game plays from, or null when it plays from the main wallet. */
export const walletVendorOfGame = async (db: D1Database, merchant: string, gameId: string) =>
  db
    .prepare('SELECT g.vendor_code AS vendor FROM games g JOIN vendor_wallets w ON w.vendor_code = g.vendor_code AND w.merchant_code = ? WHERE g.game_id = ?')
    .bind(merchant, gameId)
    .first<string>('vendor');

export const vendorWalletBalance = async (db: D1Database, memberId: number, vendor: string) =>
  (await db
    .prepare("SELECT balance FROM ledger_accounts WHERE kind = 'vendor' AND member_id = ? AND vendor_code = ?")
    .bind(memberId, vendor)
    .first<number>('balance')) ?? 0;

/** What a member has to play a game with: their wallet at the game's vendor, or the main wallet. */
export async function playBalance(db: D1Database, memberId: number, merchant: string, gameId: string) {
  const vendor = await walletVendorOfGame(db, merchant, gameId);
  return vendor ? vendorWalletBalance(db, memberId, vendor) : walletBalance(db, memberId);
}
