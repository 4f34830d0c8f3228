/**
 * Operator content in the page's language: which language a call asks for, the seeded
 * translations (complete, markup kept, hostile items still hostile), and the home winners
 * board's merge of real rounds and seeded rows.
 */
import { describe, expect, it } from 'vitest';
import { ITEMS } from '@gateway/db/seed/content-i18n';
import { pageLang, winnerBoard } from '@gateway/domain/service';
import { imagePath, languageOf, lookupOrder } from '@gateway/lib/language';
import { ALLOWED_TAGS } from '@shared/html-allow-list';

describe('the asked language', () => {
  it('is one of the six, case-insensitive; anything else is the base language', () => {
    expect(languageOf('ty')).toBe('ty');
    expect(languageOf(' CN ')).toBe('cn');
    for (const other of [undefined, '', 'fr', 'zh', 'vi-VN', 'en-US']) expect(languageOf(other)).toBe('en');
  });

  it('TY looks for its own wording, then Vietnamese; the base language looks nowhere', () => {
    expect(lookupOrder('ty')).toEqual(['ty', 'vi']);
    expect(lookupOrder('th')).toEqual(['th']);
    expect(lookupOrder('en')).toEqual([]);
    expect(pageLang('ty')).toBe('vi');
    expect(pageLang('xx')).toBe('en');
  });

  it('images named after a text get a URL per language', () => {
    expect(imagePath('/img/banner/1.svg', 'en')).toBe('/img/banner/1.svg');
    expect(imagePath('/img/banner/1.svg', 'ty')).toBe('/img/banner/1.svg?lang=ty');
  });
});

const VIETNAMESE = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
const tags = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[0].toLowerCase());
const HOSTILE = /<script|onerror|javascript:/;

describe('the seeded translations (migration 0011)', () => {
  it('give every field all four languages, Vietnamese in Vietnamese, Chinese in Han, Thai in Thai script', () => {
    expect(ITEMS.length).toBeGreaterThan(60);
    for (const item of ITEMS) {
      for (const [field, t] of Object.entries(item.fields)) {
        const where = `${item.kind} ${JSON.stringify(item.key)}.${field}`;
        for (const text of Object.values(t)) expect(text.trim(), where).not.toBe('');
        // short titles around a proper name ("Tham gia Demo Club") may carry no tone mark; prose does
        const words = t.vi
          .replace(/<[^>]+>|Demo Club|Lucky Star|SABA Sports|Pragmatic|VND|VIP|Slot/g, ' ')
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w));
        if (words.length > 2) expect(t.vi, where).toMatch(VIETNAMESE);
        expect(t.cn, where).toMatch(/[\u4e00-\u9fff]|^[\d.,]+ VND/);
        expect(t.th, where).toMatch(/[\u0e00-\u0e7f]/);
        expect(new Set([t.vi, t.cn, t.th]).size, where).toBe(3);
      }
    }
  });

  it('keep the same markup in every language; only the hostile announcements carry script, and in every language', () => {
    const html = ITEMS.flatMap((item) =>
      Object.entries(item.fields)
        .filter(([, t]) => t.vi.includes('<'))
        .map(([field, t]) => ({ item, field, t })),
    );
    expect(html.length).toBeGreaterThan(20);
    let hostile = 0;
    for (const { item, field, t } of html) {
      const where = `${item.kind} ${JSON.stringify(item.key)}.${field}`;
      const langs = Object.values(t);
      for (const text of langs) expect(tags(text), where).toEqual(tags(t.vi));
      if (HOSTILE.test(t.vi)) {
        hostile++;
        for (const text of langs) expect(text, where).toMatch(/<script>.*<\/script><img [^>]*onerror=[^>]*><a href="javascript:/);
      } else {
        for (const tag of tags(t.vi)) expect(ALLOWED_TAGS as readonly string[], where).toContain(tag.replace(/^<\/?/, ''));
      }
    }
    expect(hostile).toBe(2);
  });
});

describe('the home winners board', () => {
  const round = (id: number, username: string, amount: number, wonAt: number) => ({
    id,
    username,
    game_name: 'Fortune Tiger',
    vassalage: 'PG',
    amount,
    won_at: wonAt,
  });
  const seed = (id: number, player: string, wonAt: number) => ({ id, player, game_name: 'Baccarat A', vassalage: 'EVO', amount: 100, won_at: wonAt });
  const seeded = [seed(1, 'ng***an', 30), seed(2, 'tr***92', 20), seed(3, 'le***vy', 10)];

  it('shows real rounds first, names masked, and tops up with the seeded rows', () => {
    const board = winnerBoard([round(7, 'demo_member', 5000, 900), round(5, 'abc', 300, 800)], seeded, 4);
    expect(board.map((w) => [w.id, w.player])).toEqual([
      [7, 'de***er'],
      [5, 'a***'],
      [-1, 'ng***an'],
      [-2, 'tr***92'],
    ]);
    expect(board[0]).toEqual({ id: 7, player: 'de***er', gameName: 'Fortune Tiger', vassalage: 'PG', amount: 5000, wonAt: 900 });
  });

  it('shows only real rounds when there are enough, and only the seeded rows when there are none', () => {
    const many = [1, 2, 3].map((i) => round(i, `player_${i}`, i * 100, 1000 - i));
    expect(winnerBoard(many, seeded, 2).map((w) => w.id)).toEqual([1, 2]);
    expect(winnerBoard([], seeded, 10).map((w) => w.player)).toEqual(['ng***an', 'tr***92', 'le***vy']);
  });
});
