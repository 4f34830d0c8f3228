import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import th from '../../locales/th.json';
import ty from '../../locales/ty.json';
import vi from '../../locales/vi.json';
import { HTML_LANG, type Language } from '@shared/constants';
import { createI18n } from '@client/lib/i18n';

const LOCALES: Record<Language, Record<string, string>> = { cn, en, id, th, ty, vi };
const FORM = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(FORM, '');

/** The plural forms a language has (CLDR, through Intl, by the language's tag). */
const formsOf = (lang: Language) => new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories.slice().sort();

/** Every key the client's source asks for with a `count` (statically named ones). */
function keysCalledWithCount(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk('client');
  const keys = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'\s*,\s*\{[^}]*\bcount\b/g)) keys.add(m[1]!);
  return [...keys];
}

describe('plurals (i18next _one/_other, each language by its own rules)', () => {
  it('finds the counted strings of the client', () => {
    expect(keysCalledWithCount()).toEqual(expect.arrayContaining(['play.players', 'support.ticket.screenshots', 'protection.reality.minutes']));
  });

  for (const [lang, dict] of Object.entries(LOCALES) as [Language, Record<string, string>][]) {
    it(`${lang}: every counted string has exactly the plural forms of ${HTML_LANG[lang]} (${formsOf(lang).join(', ')})`, () => {
      const bases = new Set(
        Object.keys(dict)
          .filter((k) => FORM.test(k))
          .map(baseOf),
      );
      expect(bases.size).toBeGreaterThan(10);
      for (const base of bases) {
        const forms = Object.keys(dict)
          .filter((k) => FORM.test(k) && baseOf(k) === base)
          .map((k) => FORM.exec(k)![1])
          .sort();
        expect(forms, base).toEqual(formsOf(lang));
        expect(dict[base], `${base} has no plain form beside its plural ones`).toBeUndefined();
      }
      // a count in a string that is not a plural form would read "1 minutes"
      for (const [key, value] of Object.entries(dict))
        if (value.includes('{{count}}') && !FORM.test(key)) expect.fail(`${lang} ${key} counts without plural forms`);
      for (const key of keysCalledWithCount()) {
        const plural = `${key}_other` in dict;
        expect(plural || (key in dict && !dict[key]!.includes('{{count}}')), `${lang} ${key}`).toBe(true);
      }
    });

    it(`${lang}: i18next picks a form the language has for every count (never the key)`, () => {
      const i18n = createI18n(lang, dict);
      const bases = [
        ...new Set(
          Object.keys(dict)
            .filter((k) => FORM.test(k))
            .map(baseOf),
        ),
      ];
      for (const base of bases)
        for (const count of [0, 1, 2, 3, 5, 11, 21, 101]) {
          const text = i18n.t(base, { count, n: 1, max: 500, min: 10, comment: 'x' });
          const form = new Intl.PluralRules(HTML_LANG[lang]).select(count);
          expect(text, `${base} ${count}`).toBe(
            dict[`${base}_${form}`]!.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String({ count, n: 1, max: 500, min: 10, comment: 'x' }[v])),
          );
        }
    });
  }

  it('en: no "(s)" and no singular count before a plural noun', () => {
    for (const [key, value] of Object.entries(en as Record<string, string>)) {
      expect(value, key).not.toMatch(/\(s\)/);
      if (key.endsWith('_one')) expect(value, key).not.toMatch(/\{\{count\}\} (\w+ )?\w+s\b/);
    }
    const i18n = createI18n('en', en);
    expect(i18n.t('protection.reality.minutes', { count: 1 })).toBe('1 minute');
    expect(i18n.t('protection.reality.minutes', { count: 5 })).toBe('5 minutes');
    expect(i18n.t('support.ticket.screenshots', { count: 1 })).toBe('1 screenshot');
    expect(i18n.t('support.ticket.screenshots', { count: 2 })).toBe('2 screenshots');
  });

  it('ty (the default Vietnamese) counts by Vietnamese rules whatever the runtime locale: 1 is the one form it has', () => {
    const i18n = createI18n('ty', ty);
    expect(i18n.t('protection.reality.minutes', { count: 1 })).toBe(ty['protection.reality.minutes_other'].replace('{{count}}', '1'));
    expect(createI18n('cn', cn).t('play.players', { count: 1 })).toBe(cn['play.players_other'].replace('{{count}}', '1'));
  });
});
