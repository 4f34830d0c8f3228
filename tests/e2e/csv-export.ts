/** A records page's CSV export, as the browser saves it: the file's name, its text, and whether it starts with the UTF-8 BOM. */
import type { Locator, Page } from 'playwright-core';
import { t } from './browser';

export async function exportCsv(page: Page, centre: Locator): Promise<{ file: string; text: string; bom: boolean }> {
  const [download] = await Promise.all([page.waitForEvent('download'), centre.getByRole('button', { name: t('ty', 'records.exportCsv') }).click()]);
  const bytes = new Uint8Array(await new Response((await download.createReadStream()) as unknown as ReadableStream).arrayBuffer());
  // the decoder drops the BOM, as Response.text() does
  return { file: download.suggestedFilename(), text: new TextDecoder().decode(bytes), bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf };
}

/** The header row a records page's CSV starts with (after the BOM, which text() drops): the columns' names in Thai, from the page's translation keys. */
export const csvHeader = (...keys: string[]) => keys.map((k) => t('ty', k)).join(',');
