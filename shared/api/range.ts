/**
 * The one rule for the range of every report and record page (the member's account record,
 * bets and P&L; the agent's reports): epoch ms [from, to), `to` after `from`, at most 92 days.
 * A range the wrong way round is BAD_REQUEST; one too long is RANGE_TOO_LONG (the catalogue's
 * "choose at most 92 days"), on every page alike.
 */
export const MAX_RANGE_DAYS = 92;
export const MAX_RANGE_MS = MAX_RANGE_DAYS * 86_400_000;

export type RangeProblem = 'BAD_REQUEST' | 'RANGE_TOO_LONG';

export const rangeProblem = (q: { from: number; to: number }): RangeProblem | null =>
  q.to <= q.from ? 'BAD_REQUEST' : q.to - q.from > MAX_RANGE_MS ? 'RANGE_TOO_LONG' : null;
