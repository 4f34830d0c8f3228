/** Cashier rules both sides compute (no zod here: the browser bundle imports this). */

/** The fee of an amount on a channel (basis points), rounded up to a whole unit. */
export const depositFee = (amount: number, feeBps: number) => Math.ceil((amount * feeBps) / 10_000);
