/** A page is never kept longer than this, whatever its data (a deploy of worker code shows within it). */
export const MAX_PAGE_SECONDS = 60;
/** A page that would be fresh for less than this is not worth a put. */
export const MIN_PAGE_MS = 1_000;

/**
 * Until when a page made of these upstream reads may be served from the page cache (ms since
 * the epoch), or null when it may not be kept at all: the earliest end of freshness of any
 * read (worker/upstream/upstream.ts `UpstreamRead`), capped at MAX_PAGE_SECONDS; null when a
 * read was personal, specific to the visitor or failed (freshUntil null), or when what is left
 * is under MIN_PAGE_MS. Only the reads made for the page count (the page cache passes those
 * after its own lookup): the gate's status read before it is made again on every request,
 * a cache hit included, and is not part of the page.
 */
export function pageFreshUntil(reads: readonly { pathname: string; freshUntil: number | null }[], now: number): number | null {
  let until = now + MAX_PAGE_SECONDS * 1000;
  for (const read of reads) {
    if (read.freshUntil === null) return null;
    until = Math.min(until, read.freshUntil);
  }
  return until - now >= MIN_PAGE_MS ? until : null;
}
