/**
 * The vendor stand-in pages as a TY portal page frames them: the texts the tests drive and
 * read come from the pages' own dictionaries (gateway/vendor/game-text.ts, lottery-text.ts)
 * in the language a TY launch asks for, so the tests prove the framed page is Vietnamese.
 */
import { expect } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import type { LotteryPlayType } from '@shared/lottery-rules';
import { GAME_TEXT } from '@gateway/vendor/game-text';
import { fill, HTML_LANG, NUMBER_LOCALE, vendorLang } from '@gateway/vendor/i18n';
import { LOTTERY_TEXT, lotteryRuleText } from '@gateway/vendor/lottery-text';

/** The portal's language in the e2e brand (TY) and the vendor page language it launches in. */
export const VENDOR_LANG = vendorLang('ty');
export const gameText = GAME_TEXT[VENDOR_LANG];
export const lotteryText = LOTTERY_TEXT[VENDOR_LANG];
export const ruleText = (playType: LotteryPlayType) => lotteryRuleText(VENDOR_LANG, playType);
/** A number as the framed page formats it (vi-VN groups with dots). */
export const vendorNumber = (n: number) => new Intl.NumberFormat(NUMBER_LOCALE[VENDOR_LANG]).format(n);
export { fill };

/** The framed page is the Vietnamese one: its html lang and a heading or text of its own dictionary. */
export async function expectVietnameseFrame(frame: FrameLocator, text: string) {
  expect(VENDOR_LANG).toBe('vi');
  await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe(HTML_LANG.vi);
  await frame.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}
