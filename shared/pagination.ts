/** The page-number window of a paged list (docs/product.md 9: pageRange 3, marginPages 1). */

/** Stands for one or more hidden pages. */
export const ELLIPSIS = 'ellipsis' as const;
export type PageItem = number | typeof ELLIPSIS;

/**
 * Pages to show for page `current` of `total`: the first and last `marginPages` pages,
 * `pageRange` pages around the current one (shifted to stay whole at either end), and an
 * ellipsis for each run of hidden pages; a run of exactly one page shows that page, since
 * an ellipsis would take the same room.
 */
export function pageWindow(current: number, total: number, pageRange: number, marginPages: number): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  let start = Math.max(page - Math.floor((pageRange - 1) / 2), 1);
  let end = start + pageRange - 1;
  if (end > total) {
    end = total;
    start = Math.max(end - pageRange + 1, 1);
  }
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(marginPages, total); p++) shown.add(p);
  for (let p = Math.max(total - marginPages + 1, 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  const bridge = (next: number) => {
    if (next - previous === 2) items.push(previous + 1);
    else if (next - previous > 2) items.push(ELLIPSIS);
  };
  for (const p of [...shown].sort((a, b) => a - b)) {
    bridge(p);
    items.push(p);
    previous = p;
  }
  bridge(total + 1);
  return items;
}
