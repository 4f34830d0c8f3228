/** A page is never kept longer than this, whatever its data (a deploy of worker code shows within it). */
export const MAX_PAGE_SECONDS = 60;
/** A page that would be fresh for less than this is not worth a put. */
export const MIN_PAGE_MS = 1_000;
/** The gate reads system status on every request, hits included: not part of the page. */
export const GATE_STATUS_PATH = '/wps/system/status';

/**
 * Until when a page made of these upstream reads may be served from the page cache (ms since
 * the epoch), or null when it may not be kept at all: the earliest end of freshness of any
 * read (worker/upstream/upstream.ts `UpstreamRead`), capped at MAX_PAGE_SECONDS; null when a
 * read was personal, specific to the visitor or failed (freshUntil null), or when what is left
 * is under MIN_PAGE_MS. The first `gateReads` reads were the gate's: its status read is left
 * out (the gate reads status again on every request, a cache hit included), its whitelabel
 * read is not (the page shows the whitelabel).
 */
export function pageFreshUntil(reads: readonly { pathname: string; freshUntil: number | null }[], gateReads: number, now: number): number | null {
  let until = now + MAX_PAGE_SECONDS * 1000;
  for (const [i, read] of reads.entries()) {
    if (i < gateReads && read.pathname === GATE_STATUS_PATH) continue;
    if (read.freshUntil === null) return null;
    until = Math.min(until, read.freshUntil);
  }
  return until - now >= MIN_PAGE_MS ? until : null;
}
