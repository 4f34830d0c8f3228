/**
 * The seeded operator content as the reference gateway answers it in a page language
 * (migration 0011, written from gateway/db/seed/content-i18n.ts): tests that read a seeded
 * title in a TY page read the title for that language from here.
 */
import { ITEMS } from '@gateway/db/seed/content-i18n';

type Kind = (typeof ITEMS)[number]['kind'];
type TranslatedLang = 'ty' | 'vi' | 'cn' | 'th' | 'id';

/** The text of a seeded item's field in `lang` (TY reads the Vietnamese wording). */
export function seeded(kind: Kind, key: string | number, field: string, lang: TranslatedLang): string {
  const item = ITEMS.find((i) => i.kind === kind && i.key === key);
  const texts = item?.fields[field];
  if (!texts) throw new Error(`no seeded ${kind} ${key}.${field}`);
  return texts[lang === 'ty' ? 'vi' : lang];
}

/** A regular expression matching `text` literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
