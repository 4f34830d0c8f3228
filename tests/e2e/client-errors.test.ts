/**
 * The page's errors reach the worker (client/lib/error-capture.ts, error-reporter.ts,
 * worker/observability/client-errors.ts), in Chromium: an error thrown on a page is sent to
 * /client-errors once however often it is thrown, with its message and the page's path and no
 * query; a rejected promise and a chunk that failed to load are reported too.
 */
import type { Request as PlaywrightRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, waitForHydration } from './browser';

const { visitor } = browserForFile();

/** The reports the page sends, as the worker answered them. */
function reportsOf(page: import('playwright-core').Page) {
  const sent: { body: { kind: string; message: string; route: string; stack?: string }; status: Promise<number | undefined> }[] = [];
  page.on('request', (req: PlaywrightRequest) => {
    if (new URL(req.url()).pathname !== '/client-errors') return;
    sent.push({
      body: JSON.parse(req.postData() ?? 'null'),
      status: req.response().then(
        (r) => r?.status(),
        // the page may close before the worker answers a report it sent last: no status then
        () => undefined,
      ),
    });
  });
  return sent;
}

describe('client errors', () => {
  it('an error thrown on a page reaches the endpoint once, without the query', async () => {
    const { page, context } = await visitor();
    const sent = reportsOf(page);
    await page.goto('/?code=SECRET123', { waitUntil: 'load' });
    await waitForHydration(page);
    // the same error three times, as a handler that throws on every click would
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++)
        setTimeout(() => {
          throw new Error('thrown by the e2e test');
        }, i * 50);
    });
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1_000)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ kind: 'error', message: 'Error: thrown by the e2e test', route: '/' });
    expect(JSON.stringify(sent[0]!.body)).not.toContain('SECRET123');
    expect(await sent[0]!.status).toBe(204);
    await context.close();
  });

  it('an unhandled rejection and a chunk that failed to load are reported', async () => {
    const { page, context } = await visitor();
    const sent = reportsOf(page);
    // the promotions page's chunks are lost from the start (before any preload could fetch them)
    await page.route(/\/assets\/promotions[^/]*\.js/, (route) => route.abort('failed'));
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('rejected in the e2e test'));
    });
    await expect.poll(() => sent.map((s) => s.body.kind), { timeout: 10_000 }).toContain('rejection');
    // a page's chunk the network loses: importWithRetry's last attempt fails and is reported as a chunk
    await page.locator('a[href="/promotions"]').first().click();
    await expect.poll(() => sent.map((s) => s.body.kind), { timeout: 15_000 }).toContain('chunk');
    expect(sent.find((s) => s.body.kind === 'chunk')!.body.route).toMatch(/^\/(promotions)?$/);
    await context.close();
  });
});
