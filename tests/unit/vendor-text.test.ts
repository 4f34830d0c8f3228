/**
 * The vendor stand-in pages' dictionaries (gateway/vendor/game-text.ts, lottery-text.ts): every
 * language has every key of English with the same placeholders, and no Vietnamese (TY), Chinese
 * or Thai text is left in English; the pages render in the asked language.
 */
import { describe, expect, it } from 'vitest';
import { GAME_ERROR_KEYS, GAME_TEXT } from '@gateway/vendor/game-text';
import { fill, VENDOR_LANGS, vendorLang } from '@gateway/vendor/i18n';
import { LOTTERY_ERROR_KEYS, LOTTERY_TEXT, lotteryRuleText } from '@gateway/vendor/lottery-text';
import { gamePage, gameScript } from '@gateway/vendor/page';
import { lotteryPage, lotteryScript } from '@gateway/vendor/lottery-page';

const STRICT = ['vi', 'cn', 'th'] as const;
const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

const families = { game: GAME_TEXT, lottery: LOTTERY_TEXT } as Record<string, Record<string, Record<string, string>>>;

for (const [family, dicts] of Object.entries(families)) {
  describe(`${family} page dictionary`, () => {
    const en = dicts.en!;
    for (const lang of VENDOR_LANGS) {
      it(`${lang} has exactly the keys of en, non-empty, with the same placeholders`, () => {
        const dict = dicts[lang]!;
        expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(en)) {
          expect(dict[key]!.trim(), `${lang}.${key}`).not.toBe('');
          expect(placeholders(dict[key]!), `${lang}.${key}`).toEqual(placeholders(value));
        }
      });
    }
    for (const lang of STRICT) {
      it(`${lang} leaves no text in English`, () => {
        for (const [key, value] of Object.entries(en)) expect(dicts[lang]![key], `${lang}.${key}`).not.toBe(value);
      });
    }
  });
}

describe('vendor page language', () => {
  it('reads TY as Vietnamese and an unknown or missing language as English', () => {
    expect(vendorLang('ty')).toBe('vi');
    expect(vendorLang('TY')).toBe('vi');
    expect(vendorLang('vi')).toBe('vi');
    expect(vendorLang('cn')).toBe('cn');
    expect(vendorLang('th')).toBe('th');
    expect(vendorLang('id')).toBe('id');
    expect(vendorLang('xx')).toBe('en');
    expect(vendorLang(undefined)).toBe('en');
  });

  it('maps every API error code to a text the dictionaries have', () => {
    for (const key of Object.values(GAME_ERROR_KEYS)) expect(GAME_TEXT.en).toHaveProperty(key);
    for (const key of Object.values(LOTTERY_ERROR_KEYS)) expect(LOTTERY_TEXT.en).toHaveProperty(key);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('states the rules with the odds and boundary of shared/lottery-rules.ts, in the locale of the page', () => {
    expect(lotteryRuleText('en', 'DIGIT')).toContain('9.5x');
    expect(lotteryRuleText('vi', 'DIGIT')).toContain('9,5 lần');
    expect(lotteryRuleText('en', 'BIGSMALL')).toContain('Big from 248 up');
    expect(lotteryRuleText('cn', 'BIGSMALL')).toContain('1.95 倍');
  });

  // the rendered pages and scripts carry none of the English texts when asked in Vietnamese
  const englishOnly = (dict: Record<string, string>, other: Record<string, string>) =>
    Object.entries(dict)
      .filter(([key, value]) => value.length >= 4 && !other[key]!.includes(value))
      .map(([, value]) => value.split('{')[0]!.trim())
      .filter((v) => v.length >= 4);

  /** Whether `text` stands in `source` as words of its own (errGame does not hold the word Game). */
  const hasWords = (source: string, text: string) => new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(source);
  /** The script without its comments, dictionary look-ups and JSON keys (T.closed and "closed": are code, not text). */
  const literals = (script: string) =>
    script
      .replace(/\/\/.*$/gm, '')
      .replace(/\bT\.\w+/g, '')
      .replace(/"\w+":/g, '');

  it('renders the game page and script in Vietnamese, with no English text', () => {
    const html = gamePage('vi');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Công bằng có thể kiểm chứng');
    expect(gameScript('vi')).toContain('Đã kiểm chứng');
    const visible = html + literals(gameScript('vi'));
    for (const text of englishOnly(GAME_TEXT.en, GAME_TEXT.vi)) expect(hasWords(visible, text), text).toBe(false);
    // and the English page does carry them (the check above can fail)
    for (const text of englishOnly(GAME_TEXT.en, GAME_TEXT.vi)) expect(hasWords(gamePage('en') + literals(gameScript('en')), text), text).toBe(true);
  });

  it('renders the lottery page and script in Vietnamese, with no English text', () => {
    const html = lotteryPage('vi');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Đặt cược');
    const visible = html + literals(lotteryScript('vi'));
    for (const text of englishOnly(LOTTERY_TEXT.en, LOTTERY_TEXT.vi)) expect(hasWords(visible, text), text).toBe(false);
    for (const text of englishOnly(LOTTERY_TEXT.en, LOTTERY_TEXT.vi))
      expect(hasWords(lotteryPage('en') + literals(lotteryScript('en')), text), text).toBe(true);
  });
});
