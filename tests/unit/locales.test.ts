import { describe, it, expect } from 'vitest';
import en from '../../locales/en.json';
import cn from '../../locales/cn.json';
import id from '../../locales/id.json';
import th from '../../locales/th.json';
import ty from '../../locales/ty.json';
import vi from '../../locales/vi.json';

type Dict = Record<string, unknown>;

const base = en as Dict;
const locales: Record<string, Dict> = { cn, id, th, ty, vi };

/** Terms that may legitimately stay in English (brands, badges, currency codes). */
const ALLOW = ['HOT', 'VIP', 'Telegram', 'WhatsApp', 'E-Sports', 'USDT'];

/** Locales whose text must never coincide with English (id may share words like "Slot"). */
const STRICT = ['ty', 'vi', 'cn', 'th'];

/** A counted string's key without its plural form (`play.players_other` is `play.players`). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const placeholders = (s: string): string[] => (s.match(/\{\{[^}]*\}\}/g) ?? []).sort();

/** A value made only of allow-listed terms (plus spaces/punctuation) may equal English. */
const onlyAllowed = (s: string): boolean => {
  let rest = s;
  for (const term of ALLOW) rest = rest.split(term).join('');
  return rest.replace(/[\s\p{P}]/gu, '') === '';
};

describe('locales', () => {
  it('en has only non-empty string values', () => {
    for (const [key, value] of Object.entries(base)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  for (const [lang, dict] of Object.entries(locales)) {
    describe(lang, () => {
      it('has exactly the keys of en.json (a counted string in the plural forms of its own language: tests/unit/plurals.test.ts)', () => {
        expect(Object.keys(dict).map(pluralBase).sort()).toEqual([...new Set(Object.keys(base).map(pluralBase))].sort());
      });

      it('has only non-empty string values', () => {
        for (const [key, value] of Object.entries(dict)) {
          expect(typeof value, key).toBe('string');
          expect((value as string).trim(), key).not.toBe('');
        }
      });

      it('keeps the placeholders of en.json (a counted string those of its form for many)', () => {
        for (const [key, value] of Object.entries(dict)) {
          expect(placeholders(String(value)), key).toEqual(placeholders(String(base[key] ?? base[`${pluralBase(key)}_other`])));
        }
      });

      it('keeps language.* endonyms as in en.json', () => {
        for (const key of Object.keys(base).filter((k) => k.startsWith('language.'))) {
          expect(dict[key], key).toBe(base[key]);
        }
      });

      if (STRICT.includes(lang)) {
        it('has no value left in English', () => {
          const untranslated = Object.keys(base).filter((key) => !key.startsWith('language.') && dict[key] === base[key] && !onlyAllowed(base[key] as string));
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});

/**
 * Buttons shown side by side in one dialog: a player (and a screen reader, and a test finding a
 * button by its name) must tell them apart, so no label equals or contains another.
 */
const SIDE_BY_SIDE = [['firstLogin.complete', 'firstLogin.later', 'protection.prompt.set', 'protection.prompt.skip']];

describe('labels of buttons in one dialog', () => {
  it.each(Object.entries({ en, ...locales }))('%s: each label is distinct from the others', (_lang, dict) => {
    for (const keys of SIDE_BY_SIDE) {
      const labels = keys.map((key) => String((dict as Dict)[key]).toLowerCase());
      for (const [i, a] of labels.entries()) {
        for (const [j, b] of labels.entries()) if (i !== j) expect(a.includes(b), `${keys[i]} "${a}" contains ${keys[j]} "${b}"`).toBe(false);
      }
    }
  });
});
