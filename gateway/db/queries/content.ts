/** Banners, announcements and marquee notices of a merchant. */
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

export const listBanners = async (db: D1Database, merchant: string, group: string) =>
  (
    await db
      .prepare('SELECT id, group_name, linkage_type, linkage, title FROM banners WHERE merchant_code = ? AND group_name = ? ORDER BY sort')
      .bind(merchant, group)
      .all<BannerRow>()
  ).results;

export const findBannerTitle = (db: D1Database, id: number) =>
  db.prepare('SELECT title FROM banners WHERE id = ?').bind(id).first<string>('title');

const ANNOUNCEMENT_COLUMNS = 'id, type, title, content, date_ms';

export async function pageAnnouncements(db: D1Database, merchant: string, type: string, pageNo: number, pageSize: number) {
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE merchant_code = ? AND type = ? ORDER BY date_ms DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(merchant, type, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM announcements WHERE merchant_code = ? AND type = ?').bind(merchant, type),
  ]);
  return { rows: page!.results as AnnouncementRow[], total: (count!.results[0] as { total: number }).total };
}

export async function listNotices(db: D1Database, merchant: string) {
  const [marquee, popups] = await db.batch([
    db.prepare('SELECT text FROM marquee_notices WHERE merchant_code = ? ORDER BY sort').bind(merchant),
    db.prepare(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE merchant_code = ? AND type = 'PU' ORDER BY date_ms DESC`).bind(merchant),
  ]);
  return { marquee: (marquee!.results as { text: string }[]).map((r) => r.text), popups: popups!.results as AnnouncementRow[] };
}
