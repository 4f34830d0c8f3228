/**
 * Operator content in the asked language (migration 0011). Translations live apart from
 * the items, one row per (kind, item, language, field), as a back office keeps them: an
 * item's own columns hold its base text, and a field without a translation keeps it.
 */
import type { Language } from '@shared/constants';
import type { ContentKind } from '@shared/schemas-content';
import { lookupOrder } from '@gateway/lib/language';

/** Marquee notices have no id of their own: they are keyed by merchant and position. */
export const marqueeKey = (merchant: string, sort: number) => `${merchant}:${sort}`;

interface TranslationRow {
  item_key: string;
  language: string;
  field: string;
  text: string;
}

/** A row's text field, or [row field, translation field] when the two are named apart. */
export type TextField<F extends string> = F | readonly [F, string];

/**
 * `rows` with the given text fields replaced by their translation into `lang` where one
 * exists (see lookupOrder: TY falls back to Vietnamese), in one query for all rows.
 * Rows and fields without a translation keep their base text. The rows are copied.
 */
export async function localize<T extends object, F extends keyof T & string>(
  db: D1Database,
  kind: ContentKind,
  lang: Language,
  rows: readonly T[],
  keyOf: (row: T) => string | number,
  fields: readonly TextField<F>[],
): Promise<T[]> {
  const order = lookupOrder(lang);
  if (order.length === 0 || rows.length === 0) return [...rows];
  const pairs = fields.map((f) => (typeof f === 'string' ? ([f, f] as const) : f));
  const keys = [...new Set(rows.map((r) => String(keyOf(r))))];
  const found = (
    await db
      .prepare(
        `SELECT item_key, language, field, text FROM content_translations
         WHERE kind = ? AND language IN (SELECT value FROM json_each(?)) AND field IN (SELECT value FROM json_each(?))
           AND item_key IN (SELECT value FROM json_each(?))`,
      )
      .bind(kind, JSON.stringify(order), JSON.stringify(pairs.map(([, t]) => t)), JSON.stringify(keys))
      .all<TranslationRow>()
  ).results;
  // the best language's text per item and field
  const best = new Map<string, { rank: number; text: string }>();
  for (const t of found) {
    const id = `${t.item_key}\u0000${t.field}`;
    const rank = order.indexOf(t.language as Language);
    const held = best.get(id);
    if (!held || rank < held.rank) best.set(id, { rank, text: t.text });
  }
  return rows.map((row) => {
    const key = String(keyOf(row));
    const copy = { ...row };
    for (const [field, stored] of pairs) {
      const hit = best.get(`${key}\u0000${stored}`);
      if (hit) (copy as Record<string, unknown>)[field] = hit.text;
    }
    return copy;
  });
}

/** One row in the asked language (see localize), or null. */
export async function localizeOne<T extends object, F extends keyof T & string>(
  db: D1Database,
  kind: ContentKind,
  lang: Language,
  row: T | null,
  keyOf: (row: T) => string | number,
  fields: readonly TextField<F>[],
): Promise<T | null> {
  return row ? (await localize(db, kind, lang, [row], keyOf, fields))[0]! : null;
}

/** The operator's back office: writes one field's translation (replacing an earlier one). */
export const saveTranslation = (db: D1Database, t: { kind: ContentKind; key: string; language: Language; field: string; text: string }) =>
  db
    .prepare(
      `INSERT INTO content_translations (kind, item_key, language, field, text) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (kind, item_key, language, field) DO UPDATE SET text = excluded.text`,
    )
    .bind(t.kind, t.key, t.language, t.field, t.text)
    .run();

/** Removes an item's translations into a language (one field, or all of them): the item reads its base text again. */
export const deleteTranslation = (db: D1Database, t: { kind: ContentKind; key: string; language: Language; field?: string }) =>
  db
    .prepare('DELETE FROM content_translations WHERE kind = ? AND item_key = ? AND language = ? AND (?4 IS NULL OR field = ?4)')
    .bind(t.kind, t.key, t.language, t.field ?? null)
    .run();

/** An item's translations, as the back office lists them. */
export const listItemTranslations = async (db: D1Database, kind: ContentKind, key: string) =>
  (
    await db
      .prepare('SELECT language, field, text FROM content_translations WHERE kind = ? AND item_key = ? ORDER BY language, field')
      .bind(kind, key)
      .all<{ language: string; field: string; text: string }>()
  ).results;
