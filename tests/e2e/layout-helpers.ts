/**
 * Geometry of the layout e2e test, measured in the page by layout-probe.js: the boxes of the
 * things a player taps (floating service, game cards, header actions, the bottom tab bar, the
 * popup notice's close button), pairs of them that overlap, and clipped header links.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'layout-probe.js');

export interface Box {
  kind: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function probe<T>(page: Page, call: string): Promise<T> {
  if (!(await page.evaluate<boolean>('!!window.__layoutProbe'))) await page.addScriptTag({ path: PROBE });
  return page.evaluate<T>(`window.__layoutProbe.${call}`);
}

/** The visible boxes of the tappable things (cards cut to the part between the bars that stay put). */
export const tappableBoxes = (page: Page) => probe<Box[]>(page, 'boxes()');

/** Header links and buttons whose text overflows them or that an ancestor or the viewport cuts. */
export const clippedHeaderItems = (page: Page) => probe<string[]>(page, 'clippedHeaderItems()');

/** The first game card's top and bottom in the page, and where the first screen ends (above the tab bar). */
export const firstCard = (page: Page) => probe<{ top: number; bottom: number; limit: number } | null>(page, 'firstCard()');

/** Labels of the header actions, tab bar items, floating service and first action of main that the popup notice covers. */
export const popupCovers = (page: Page) => probe<string[]>(page, 'popupCovers()');

/** Header actions (outside the category navigation) that are not on the logo's row. */
export const offRowHeaderItems = (page: Page) => probe<string[]>(page, 'offRowHeaderItems()');

/** What lies over the open dialog now: the tab bar or service button over its box, or anything over a line of its content. */
export const dialogCovered = (page: Page) => probe<string[]>(page, 'dialogCovered()');

/** The open dialog's close button: where it is and whether it shows on top. */
export const dialogClose = (page: Page) => probe<{ x: number; y: number; onTop: boolean } | null>(page, 'dialogClose()');

/** '' when the open centre's current menu entry is in sight, else what is wrong. */
export const currentEntryInSight = (page: Page) => probe<string>(page, 'currentEntryInSight()');

const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Pairs of boxes that overlap by more than a pixel's rounding. */
export function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (overlapArea(a, b) > 1) found.push(`${a.kind} "${a.label}" overlaps ${b.kind} "${b.label}" at ${Math.round(a.x)},${Math.round(a.y)}`);
    }
  }
  return found;
}

/** Scroll offsets that walk the page about half a screen at a time (at most `max` of them). */
export async function scrollStops(page: Page, max = 8): Promise<number[]> {
  const { height, screen } = await page.evaluate<{ height: number; screen: number }>(
    '({ height: document.documentElement.scrollHeight, screen: window.innerHeight })',
  );
  const stops: number[] = [];
  for (let y = 0; y <= height - screen && stops.length < max; y += Math.round(screen * 0.55)) stops.push(y);
  if (stops.length < max && height > screen) stops.push(height - screen);
  return stops;
}
