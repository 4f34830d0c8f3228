/**
 * The wallet: the seamless callback (which round, which wallet, which key), and the
 * consolidated view of a member's main and vendor wallets. Money moves only through the
 * ledger (db/queries/money/); this module decides which account and which key.
 */
import type { ConsolidatedFunds } from '@shared/api/cashier';
import type { CallbackResult, WalletCallback } from '@shared/api/play';
import { findBet } from '../db/queries/lottery';
import { findRound } from '../db/queries/play';
import { moveRound } from '../db/queries/money/rounds';
import { LIMIT_PERIODS } from '@shared/protection-rules';
import { transactionExists } from '../db/queries/money/ledger';
import { lossGuardStatements } from '../db/queries/protection';
import { exclusionOf, lossLimitsInForce } from './protection';
import { playBalance, walletVendorOfGame, type VendorWalletRow } from '../db/queries/wallets';

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

/**
 * A vendor's debit or credit of a round: a round of the game stand-in or a lottery bet (its bet
 * id is its round id), of this member and merchant. The round id and action make the move
 * idempotent: a retried callback moves money once. A vendor keeping a wallet of its own
 * (multi-wallet brand) plays from that wallet.
 */
export async function applyWalletCallback(
  db: D1Database,
  body: WalletCallback,
  now: number,
): Promise<CallbackResult | 'UNKNOWN_ROUND' | 'INSUFFICIENT_FUNDS' | 'LOSS_LIMIT_REACHED' | 'SELF_EXCLUDED' | 'IDEMPOTENCY_KEY_REUSED'> {
  const round = (await findRound(db, body.roundId)) ?? (await findBet(db, body.roundId));
  if (!round || round.member_id !== body.memberId || round.merchant_code !== body.merchantCode) return 'UNKNOWN_ROUND';
  const amount = body.action === 'debit' ? -body.amount : body.amount;
  // player protection: a break or self-exclusion stops play at once, also in a game
  // left open in another tab; a retried debit of a stake taken before still answers as a duplicate,
  // and wins of rounds already staked are still paid
  if (body.action === 'debit' && (await exclusionOf(db, body.memberId)) && !(await transactionExists(db, roundKey(body.roundId, 'debit'))))
    return 'SELF_EXCLUDED';
  const vendor = (await walletVendorOfGame(db, round.merchant_code, round.game_id)) ?? undefined;
  // player protection: a stake only while every loss limit has room for it, checked in the debit's batch
  const limits = body.action === 'debit' ? await lossLimitsInForce(db, body.memberId) : null;
  const guard = limits && Object.values(limits).some((l) => l !== null) ? lossGuardStatements(db, body.memberId, body.amount, limits, LIMIT_PERIODS, now) : [];
  const key = roundKey(body.roundId, body.action);
  const kind = body.action === 'debit' ? 'BET' : 'WIN';
  const trail = { merchant: round.merchant_code, memberId: body.memberId, action: kind, amount: body.amount, ref: key, ip: null, result: 'MOVED', at: now };
  const moved = await moveRound(db, { memberId: body.memberId, key, kind, amount, now, vendor }, trail, guard);
  // a stake is money staying with the house, not leaving to another member: only these refuse it
  if (!moved.ok) return moved.reason === 'LOSS_LIMIT_REACHED' || moved.reason === 'IDEMPOTENCY_KEY_REUSED' ? moved.reason : 'INSUFFICIENT_FUNDS';
  return { balance: await playBalance(db, body.memberId, round.merchant_code, round.game_id), duplicate: moved.duplicate };
}
