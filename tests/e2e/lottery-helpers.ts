/** Helpers of the lottery betting e2e tests: the framed betting page, placing a bet, the operator's draw. */
import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { GATEWAY_URL, t } from './browser';
import { lotteryText } from './vendor-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

/** The lottery vendor's betting page framed on /lottery (or /game). */
export const bettingFrame = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${t('ty', 'play.gameFrame')}"]`);

/**
 * Waits until betting on the open issue is possible with at least 12 s to go (betting closes in
 * the last 30 s before each five-minute draw boundary, so this can take up to 45 s) and
 * answers the issue.
 */
export async function openIssue(frame: FrameLocator): Promise<number> {
  const place = frame.getByRole('button', { name: lotteryText.place });
  // the countdown reads "{n} s left" in the page's language
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = new RegExp(`^${lotteryText.secondsLeft.split('{n}').map(escapeRegExp).join('(\\d+)')}$`);
  const secondsLeft = async () => Number(left.exec((await frame.locator('#countdown').textContent()) ?? '')?.[1] ?? 0);
  await expect.poll(async () => (await place.isEnabled()) && (await secondsLeft()) >= 12, { timeout: 60_000, interval: 500 }).toBe(true);
  return Number(await frame.locator('#issue').textContent());
}

/** Places a bet from the slip; answers its id and stake. */
export async function placeBet(frame: FrameLocator, bet: { playType: 'DIGIT' | 'BIGSMALL'; pick: string }) {
  await frame.getByLabel(lotteryText.play).selectOption(bet.playType);
  await frame.getByLabel(lotteryText.pick).selectOption(bet.pick);
  const previous = await frame.locator('#result').getAttribute('data-bet-id');
  await frame.getByRole('button', { name: lotteryText.place }).click();
  const result = frame.locator('#result[data-bet-id]');
  await expect.poll(async () => ((await result.count()) ? await result.getAttribute('data-bet-id') : previous), { timeout: 15_000 }).not.toBe(previous);
  return { betId: (await result.getAttribute('data-bet-id'))!, stake: Number(await result.getAttribute('data-stake')) };
}

/** The operator draws one game now, with the given numbers (the test servers allow fixed numbers). */
export async function drawNow(gameId: string, numbers: string) {
  const res = await fetch(`${GATEWAY_URL}/__admin/play/lottery/draw`, {
    method: 'POST',
    headers: OPERATOR_HEADERS,
    body: JSON.stringify({ gameId, numbers }),
  });
  if (res.status !== 200) throw new Error(`draw: ${res.status} ${await res.text()}`);
}
