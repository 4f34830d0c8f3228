/**
 * Development only: a request may ask the edge cache to judge freshness as if the clock were
 * ahead by `x-edge-clock-ahead-ms` (0 to one day). Tests of the operator's switches (maintenance,
 * region) use it to see the switch on their next request instead of waiting out the 10 s time
 * to live of the system status; the cache's stale-while-revalidate path runs as it would then.
 * Anywhere but ENVIRONMENT = "development" the header is ignored and the clock is the real one.
 */
import { isDevelopment } from '../env';

const HEADER = 'x-edge-clock-ahead-ms';
const MAX_AHEAD_MS = 86_400_000;

export function edgeClockAhead(req: Request, env: { ENVIRONMENT: string }): number {
  if (!isDevelopment(env)) return 0;
  const value = Number(req.headers.get(HEADER));
  return Number.isInteger(value) && value > 0 && value <= MAX_AHEAD_MS ? value : 0;
}
