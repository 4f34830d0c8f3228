/**
 * The operator's translations of the content the portal shows (routes/content-admin.ts,
 * migration 0011). An item reads its base text in any language it has no translation for, so
 * removing a translation is how an operator "untranslates".
 */
import type { Language } from '@shared/constants';
import type { ContentKind } from '@shared/schemas-content';
import { deleteTranslation, listItemTranslations, saveTranslation } from '../db/queries/translations';

/** One item's translations, every language and field. */
export const translationsOf = (db: D1Database, kind: ContentKind, key: string) => listItemTranslations(db, kind, key);

/** Sets one field of an item in one language; answers the item's translations. */
export async function translate(db: D1Database, t: { kind: ContentKind; key: string; language: Language; field: string; text: string }) {
  await saveTranslation(db, t);
  return listItemTranslations(db, t.kind, t.key);
}

/** Removes an item's translation in one language (one field, or every field): how many were removed. */
export const untranslate = async (db: D1Database, t: { kind: ContentKind; key: string; language: Language; field?: string }) =>
  (await deleteTranslation(db, t)).meta.changes;
