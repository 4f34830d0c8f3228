/** Banners, announcements and marquee notices of a merchant, in the asked language (translations.ts). */
import type { Language } from '@shared/constants';
import { BASE_LANGUAGE } from '@gateway/lib/language';
import { localize, localizeOne, marqueeKey } from './translations';

export interface BannerRow {
  id: number;
  group_name: string;
  linkage_type: string;
  linkage: string | null;
  title: string;
}

export interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  content: string;
  date_ms: number;
}

export async function listBanners(db: D1Database, merchant: string, group: string, lang: Language) {
  const { results } = await db
    .prepare('SELECT id, group_name, linkage_type, linkage, title FROM banners WHERE merchant_code = ? AND group_name = ? ORDER BY sort')
    .bind(merchant, group)
    .all<BannerRow>();
  return localize(db, 'banner', lang, results, (r) => r.id, ['title']);
}

export async function findBannerTitle(db: D1Database, id: number, lang: Language = BASE_LANGUAGE) {
  const row = await db.prepare('SELECT id, title FROM banners WHERE id = ?').bind(id).first<{ id: number; title: string }>();
  return (await localizeOne(db, 'banner', lang, row, (r) => r.id, ['title']))?.title ?? null;
}

const localizeAnnouncements = (db: D1Database, lang: Language, rows: AnnouncementRow[]) =>
  localize(db, 'announcement', lang, rows, (r) => r.id, ['title', 'content']);

const ANNOUNCEMENT_COLUMNS = 'id, type, title, content, date_ms';

export async function pageAnnouncements(db: D1Database, merchant: string, type: string, pageNo: number, pageSize: number, lang: Language) {
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE merchant_code = ? AND type = ? ORDER BY date_ms DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(merchant, type, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM announcements WHERE merchant_code = ? AND type = ?').bind(merchant, type),
  ]);
  return { rows: await localizeAnnouncements(db, lang, page!.results as AnnouncementRow[]), total: (count!.results[0] as { total: number }).total };
}

export async function listNotices(db: D1Database, merchant: string, lang: Language) {
  const [marquee, popups] = await db.batch([
    db.prepare('SELECT sort, text FROM marquee_notices WHERE merchant_code = ? ORDER BY sort').bind(merchant),
    db.prepare(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE merchant_code = ? AND type = 'PU' ORDER BY date_ms DESC`).bind(merchant),
  ]);
  const [texts, popupRows] = await Promise.all([
    localize(db, 'marquee', lang, marquee!.results as { sort: number; text: string }[], (r) => marqueeKey(merchant, r.sort), ['text']),
    localizeAnnouncements(db, lang, popups!.results as AnnouncementRow[]),
  ]);
  return { marquee: texts.map((r) => r.text), popups: popupRows };
}
