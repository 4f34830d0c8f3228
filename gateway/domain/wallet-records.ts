/**
 * The member's records read from the ledger (routes/cashier.ts): the account record
 * (transactionHistory), personal profit per day, the betting record with its provably-fair
 * seeds, and every bonus with its turnover progress. The queries are db/queries/cashier.ts.
 */
import { bonusProgress } from '@shared/cashier-rules';
import type { BetRecordPage, BonusRecord, MovementQuery, ProfitReport, WalletMovementPage } from '@shared/api/cashier';
import { bonusesAndBets, memberBets, profitByDay, walletMovements } from '../db/queries/cashier';
import { done, type Outcome } from './outcome';
import { periodRefusal } from './report-range';

/** transactionHistory: every movement of the wallet in a range, by kind, paged, with the range's totals. */
export async function accountRecord(db: D1Database, memberId: number, q: MovementQuery): Promise<Outcome<WalletMovementPage>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  const found = await walletMovements(db, memberId, q);
  return done({
    list: found.rows,
    total: found.total,
    totalPages: Math.ceil(found.total / q.pageSize),
    totals: { in: found.inflow, out: found.outflow },
  });
}

/** personalProfit: stake, win, bonus and net per day of a range in the player's time zone (tz minutes). */
export async function profitReport(db: D1Database, memberId: number, q: { from: number; to: number; tz: number }): Promise<Outcome<ProfitReport>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  const days = (await profitByDay(db, memberId, q)).map((d) => ({ ...d, net: d.win + d.bonus - d.stake }));
  const sum = (key: 'stake' | 'win' | 'bonus' | 'net') => days.reduce((total, d) => total + d[key], 0);
  return done({ days, totals: { stake: sum('stake'), win: sum('win'), bonus: sum('bonus'), net: sum('net') } });
}

/** personalHistoryCopy (betting record): settled rounds and lottery bets of a range, by category and vendor, with provably-fair seeds. */
export async function betRecord(
  db: D1Database,
  memberId: number,
  q: { from: number; to: number; category?: string; vendor?: string; pageNo: number; pageSize: number },
): Promise<Outcome<BetRecordPage>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  const found = await memberBets(db, memberId, q);
  return done({
    list: found.rows.map(({ serverSeed, serverSeedHash, clientSeed, nonce, ...bet }) => ({
      ...bet,
      fair: serverSeed && serverSeedHash ? { serverSeed, serverSeedHash, clientSeed, nonce: nonce ?? 0 } : null,
    })),
    total: found.total,
    totalPages: Math.ceil(found.total / q.pageSize),
    totals: { stake: found.stake, win: found.win },
  });
}

/** bonusDetails: every bonus with its turnover requirement and progress, newest first. */
export async function bonusRecord(db: D1Database, memberId: number): Promise<BonusRecord[]> {
  const { bonuses, bets } = await bonusesAndBets(db, memberId);
  return bonusProgress(bonuses, bets).reverse();
}
