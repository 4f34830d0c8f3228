/**
 * The rules of the lottery stand-in's bets, used by the vendor betting page (which states
 * them in the player's language, gateway/vendor/lottery-text.ts, with the odds and the
 * boundary from here), the bet check and the settlement: one module, so the page cannot
 * promise what the settlement does not pay. A draw is five two-digit numbers ("07,21,35,40,49").
 */

/** Draws run every five minutes (the gateway's Cron Trigger); betting on an issue closes 30 s before its draw. */
export const LOTTERY_DRAW_EVERY_MS = 5 * 60_000;
export const LOTTERY_CLOSE_BEFORE_MS = 30_000;

export const LOTTERY_PLAY_TYPES = ['DIGIT', 'BIGSMALL'] as const;
export type LotteryPlayType = (typeof LOTTERY_PLAY_TYPES)[number];

export interface LotteryPlayRule {
  playType: LotteryPlayType;
  /** what the player may pick */
  picks: readonly string[];
  /** a winning bet pays stake x odds (whole currency units, rounded down), stake included */
  odds: number;
}

/** The sum of the five numbers is BIG from this value up (0..495, symmetric around 247.5). */
export const BIG_FROM = 248;

export const LOTTERY_RULES: Record<LotteryPlayType, LotteryPlayRule> = {
  DIGIT: {
    playType: 'DIGIT',
    picks: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    odds: 9.5,
  },
  BIGSMALL: {
    playType: 'BIGSMALL',
    picks: ['BIG', 'SMALL'],
    odds: 1.95,
  },
};

export const isPlayType = (value: unknown): value is LotteryPlayType => typeof value === 'string' && (LOTTERY_PLAY_TYPES as readonly string[]).includes(value);

export const isValidPick = (playType: LotteryPlayType, pick: string) => LOTTERY_RULES[playType].picks.includes(pick);

/** The numbers of a draw; null when the text is not five two-digit numbers. */
export function parseDraw(numbers: string): number[] | null {
  const parts = numbers.split(',');
  if (parts.length !== 5 || parts.some((p) => !/^\d{2}$/.test(p))) return null;
  return parts.map(Number);
}

/** Whether a pick wins against a draw. */
export function isWinningPick(playType: LotteryPlayType, pick: string, numbers: string): boolean {
  const draw = parseDraw(numbers);
  if (!draw || !isValidPick(playType, pick)) return false;
  if (playType === 'DIGIT') return String(draw[4]! % 10) === pick;
  const sum = draw.reduce((a, b) => a + b, 0);
  return (sum >= BIG_FROM ? 'BIG' : 'SMALL') === pick;
}

/** What a bet pays against a draw: stake x odds rounded down, or 0. */
export function lotteryPayout(playType: LotteryPlayType, pick: string, stake: number, numbers: string): number {
  return isWinningPick(playType, pick, numbers) ? Math.floor(stake * LOTTERY_RULES[playType].odds) : 0;
}

/** The scheduled draw after `now` (the next five-minute boundary) and when betting on it closes. */
export function issueSchedule(now: number): { drawAt: number; closesAt: number } {
  const drawAt = (Math.floor(now / LOTTERY_DRAW_EVERY_MS) + 1) * LOTTERY_DRAW_EVERY_MS;
  return { drawAt, closesAt: drawAt - LOTTERY_CLOSE_BEFORE_MS };
}

/** Picks of a play type for a given playType query value (docs/product.md 2.1 /lottery?playType=): unknown values fall back to DIGIT. */
export const playTypeOf = (value: string | null | undefined): LotteryPlayType => (isPlayType(value) ? value : 'DIGIT');
