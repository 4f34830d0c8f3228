/**
 * Lottery draws (the Cron Trigger's every five minutes, the operator's draw-now) and the
 * operator's stops: closing betting on a game's open issue, a game's maintenance. A draw settles
 * the drawn issues' bets (domain/lottery-bets.ts).
 */
import { closeSales } from '../db/queries/lottery';
import { findOfferedGame, insertDraws, listLotteryGames, setGameMaintenance } from '../db/queries/play';
import type { Bindings } from '../env';
import { done, refuse, type Outcome } from './outcome';
import { LOTTERY_CATEGORIES, openIssue } from './lottery';
import { settleLotteryBets } from './lottery-bets';
import { drawNumbers } from './play';

const unknownLottery = () => refuse(404, 'NOT_FOUND', 'Unknown lottery game');

/** One draw for every lottery game; what the Cron Trigger runs. */
export async function drawLotteries(db: D1Database, now = Date.now()) {
  const games = await listLotteryGames(db);
  const draws = games.map((g) => ({ gameId: g.game_id, numbers: drawNumbers() }));
  await insertDraws(db, draws, now);
  return draws.length;
}

/** The operator's draw now: one game (with the given numbers, else random ones) or every game; then the drawn bets settle. */
export async function drawNow(env: Bindings, draw: { gameId?: string; numbers?: string }): Promise<Outcome<{ drawn: number; settled: number }>> {
  let drawn: number;
  if (draw.gameId) {
    const gameId = draw.gameId;
    const games = await listLotteryGames(env.DB);
    if (!games.some((g) => g.game_id === gameId)) return unknownLottery();
    await insertDraws(env.DB, [{ gameId, numbers: draw.numbers ?? drawNumbers() }], Date.now());
    drawn = 1;
  } else {
    drawn = await drawLotteries(env.DB);
  }
  return done({ drawn, settled: await settleLotteryBets(env, draw.gameId) });
}

/** Closes betting on a game's open issue now (the operator stops sales before the scheduled close). */
export async function closeLotterySales(
  db: D1Database,
  merchant: string,
  gameId: string,
  now: number,
): Promise<Outcome<{ gameId: string; issue: number; closedAt: number }>> {
  const game = await findOfferedGame(db, merchant, gameId);
  if (!game || !LOTTERY_CATEGORIES.includes(game.category)) return unknownLottery();
  const { issue } = await openIssue(db, game.game_id, now);
  await closeSales(db, game.game_id, issue, now);
  return done({ gameId: game.game_id, issue, closedAt: now });
}

/** A game under maintenance or back: false when there is no such game. */
export const switchGameMaintenance = async (db: D1Database, gameId: string, on: boolean) => (await setGameMaintenance(db, gameId, on)).meta.changes === 1;
