/** Cashier rules both sides compute (no zod here: the browser bundle imports this). */

/** The fee of an amount on a channel (basis points), rounded up to a whole unit. */
export const depositFee = (amount: number, feeBps: number) => Math.ceil((amount * feeBps) / 10_000);

/** Luhn check of a card number (16 to 19 digits); bank account numbers (6 to 15 digits) have none. */
export function cardNumberValid(digits: string): boolean {
  if (!/^\d{6,19}$/.test(digits)) return false;
  if (digits.length < 16) return true;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Bonus money must be staked this many times before it can be withdrawn. */
export const TURNOVER_MULTIPLIER = 1;

/**
 * What may be withdrawn: all of the balance once the bonuses' turnover is met (stakes at
 * least TURNOVER_MULTIPLIER x bonuses), else the balance less the bonuses.
 */
export function withdrawable(balance: number, bonuses: number, stakes: number): { withdrawable: number; turnoverOutstanding: number } {
  const turnoverOutstanding = Math.max(0, bonuses * TURNOVER_MULTIPLIER - stakes);
  return { withdrawable: Math.max(0, turnoverOutstanding > 0 ? balance - bonuses : balance), turnoverOutstanding };
}

/** A receipt's proof image: png or jpg (by content) of at most this many bytes (docs/product.md 5). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Each bonus's turnover progress: stakes placed after a bonus count towards the oldest bonus
 * not yet met first (bonuses and bets both in time order).
 */
export function bonusProgress<B extends { id: number; amount: number; at: number }>(
  bonuses: B[],
  bets: { amount: number; at: number }[],
): (B & { turnoverRequired: number; turnoverDone: number })[] {
  const done = new Map<number, number>(bonuses.map((b) => [b.id, 0]));
  const open = [...bonuses].sort((a, b) => a.at - b.at || a.id - b.id);
  for (const bet of [...bets].sort((a, b) => a.at - b.at)) {
    let left = bet.amount;
    for (const bonus of open) {
      if (left <= 0) break;
      if (bonus.at > bet.at) continue;
      const need = bonus.amount * TURNOVER_MULTIPLIER - done.get(bonus.id)!;
      if (need <= 0) continue;
      const used = Math.min(need, left);
      done.set(bonus.id, done.get(bonus.id)! + used);
      left -= used;
    }
  }
  return bonuses.map((b) => ({ ...b, turnoverRequired: b.amount * TURNOVER_MULTIPLIER, turnoverDone: done.get(b.id)! }));
}
