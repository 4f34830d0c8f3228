/** Helpers of the member-centre e2e tests of open a centre page, axe over the centre. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { t } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe's violations inside the selector's element, one readable line each (as tests/e2e/accessibility.test.ts). */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = (await page.evaluate(
    `${AXE};axe.run(document.querySelector(${JSON.stringify(selector)}), { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } })`,
  )) as { violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
  return result.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').split('\n')[1]?.trim()})`)
        .join('; ')}`,
  );
}

/**
 * The member centre dialog, switched to a menu page by its menu button (or opened from its URL);
 * waits for what the player sees, the page's heading, and the URL naming it. Nothing else: a centre
 * opened from its URL shows only once its page has hydrated (client/entry.client.tsx loads its
 * chunks before hydrating), so what the test types and taps next is taken.
 */
export async function openCentrePage(page: Page, pageId: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
  if (!(await centre.count())) {
    await page.goto(`/?centre=member/${pageId}`, { waitUntil: 'commit' });
  } else {
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', `centre.member.${pageId}`) })
      .click();
  }
  await centre.getByRole('heading', { name: t('ty', `centre.member.${pageId}`), exact: true }).waitFor();
  await page.waitForURL(new RegExp(`[?&]centre=member/${pageId}`));
  return centre;
}
