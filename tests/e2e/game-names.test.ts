/** docs/product.md 4 game cards on a phone: a name longer than its card ends in an ellipsis inside the card; its whole text stays the button's name. */
import { describe, expect, it } from 'vitest';
import { browserOfFile, newVisitor, screenshot, waitForHydration } from './browser';

const browser = browserOfFile();

describe('game names on a phone', () => {
  it('at 390 px a name too long for its card ends in an ellipsis within the card, its full text the accessible name', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      await page.goto('/rng', { waitUntil: 'load' });
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
      const names = await page.$$eval('main .game-card .game-launch', (buttons) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        return buttons.map((button) => {
          const style = getComputedStyle(button);
          ctx.font = style.font;
          const card = button.closest('.game-card')!.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return {
            name: button.textContent ?? '',
            // wider than the heading's content box (a button shrinks to its text: its own width says nothing)
            long: (() => {
              const heading = button.parentElement!;
              const h = getComputedStyle(heading);
              return ctx.measureText(button.textContent ?? '').width > heading.clientWidth - parseFloat(h.paddingLeft) - parseFloat(h.paddingRight) + 0.5;
            })(),
            ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden' && style.whiteSpace === 'nowrap',
            inside: box.left >= card.left - 0.5 && box.right <= card.right + 0.5,
          };
        });
      });
      const long = names.filter((n) => n.long);
      // names longer than a card are there (else this could not fail)
      expect(long.length, names.map((n) => n.name).join(', ')).toBeGreaterThan(0);
      expect(long.filter((n) => !n.ellipsis || !n.inside).map((n) => n.name)).toEqual([]);
      expect(await page.getByRole('main').getByRole('button', { name: long[0]!.name, exact: true }).count()).toBeGreaterThan(0);
      // the cut button still covers its card: a tap on the picture is a tap on it
      const hit = await page.$eval('main .game-card', (card) => {
        const img = card.querySelector('img')!.getBoundingClientRect();
        return document.elementFromPoint(img.left + img.width / 2, img.top + img.height / 2)?.closest('.game-launch') !== null;
      });
      expect(hit).toBe(true);
      await screenshot(page, 'game-names-rng-390.png');
    } finally {
      await visit.context.close();
    }
  });
});
