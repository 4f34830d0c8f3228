/**
 * The language operator content is answered in. The edge worker sends the page's language
 * in the `Language` header of every upstream call (ty, vi, cn, th, id, en). Content is
 * written in a base language (English) and translated per item; an item the operator did
 * not translate into the asked language is answered in its base text.
 */
import type { Context } from 'hono';
import { LANGUAGES, type Language } from '@shared/constants';

/** The language every item's own columns are written in. */
export const BASE_LANGUAGE: Language = 'en';

/**
 * Where a language looks for an item's translation, best first. TY is the Vietnamese
 * market's brand language: an item without a TY wording of its own reads the Vietnamese one.
 */
const LOOKUP: Record<Language, readonly Language[]> = {
  en: [],
  ty: ['ty', 'vi'],
  vi: ['vi'],
  cn: ['cn'],
  th: ['th'],
  id: ['id'],
};

/** A language code as given, or the base language when none or an unknown one is given. */
export function languageOf(raw: string | undefined): Language {
  const asked = (raw ?? '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : BASE_LANGUAGE;
}

/** The language of the call (its `Language` header). */
export const contentLanguage = (c: Context): Language => languageOf(c.req.header('Language'));

/**
 * An image named after an item's text (banner, promotion) is drawn in a language of its
 * own: the language goes into its address, so caches keep one image per language.
 */
export const imagePath = (path: string, lang: Language) => (lang === BASE_LANGUAGE ? path : `${path}?lang=${lang}`);

/** The translation languages to look in for `lang`, best first (none for the base language). */
export const lookupOrder = (lang: Language): readonly Language[] => LOOKUP[lang];
