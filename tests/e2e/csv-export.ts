/** A records page's CSV export, as the browser saves it: the file's name and its text. */
import type { Locator, Page } from 'playwright-core';
import { t } from './browser';

export async function exportCsv(page: Page, centre: Locator): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), centre.getByRole('button', { name: t('ty', 'records.exportCsv') }).click()]);
  return { file: download.suggestedFilename(), text: await new Response((await download.createReadStream()) as unknown as ReadableStream).text() };
}

/** The header row a records page's CSV starts with (after the BOM): the columns' names in Thai, as the page's translation keys give them. */
export const csvHeader = (...keys: string[]) => `\uFEFF${keys.map((k) => t('ty', k)).join(',')}`;
