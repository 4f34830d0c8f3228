import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * How many items of a row fit its container, measured on a hidden copy of the row whose
 * children are the items and, last, the "more" button: all of them when they all fit,
 * else as many as fit beside the "more" button. Measured again when the container is
 * resized or the items change; before the first measurement (server render) all count.
 * The ResizeObserver's first report is the first measurement: it comes after the browser's
 * own layout (no layout forced in the hydration's commit), and the new count renders in a
 * transition, in slices (hydration's longest task was this re-render on phones).
 */
export function useFittingCount(container: RefObject<HTMLElement | null>, copy: RefObject<HTMLElement | null>, total: number, key: string): number {
  const [count, setCount] = useState(total);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (labels, language) is what makes a new measurement due
  useEffect(() => {
    const box = container.current;
    const row = copy.current;
    if (!box || !row) return;
    const measure = () => {
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const widths = Array.from(row.children, (el) => el.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const available = box.clientWidth;
      const sum = (n: number) => widths.slice(0, n).reduce((a, w) => a + w + gap, 0);
      let n = widths.length;
      if (sum(n) - gap > available) while (n > 0 && sum(n) + more > available) n -= 1;
      startTransition(() => setCount(n));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // web fonts or a language change alter the items' widths
    observer.observe(row);
    return () => observer.disconnect();
  }, [container, copy, key]);
  return Math.min(count, total);
}
