/** A report's or record's range as the gateway refuses it (shared/api/range.ts): null when it may be read. */
import { MAX_RANGE_DAYS, rangeProblem } from '@shared/api/range';
import { refuse, type Refusal } from './outcome';

export function periodRefusal(q: { from: number; to: number }): Refusal | null {
  const problem = rangeProblem(q);
  if (problem === 'BAD_REQUEST') return refuse(400, 'BAD_REQUEST', 'Malformed period: to must be after from');
  if (problem === 'RANGE_TOO_LONG') return refuse(400, 'RANGE_TOO_LONG', `The period is longer than ${MAX_RANGE_DAYS} days`);
  return null;
}
