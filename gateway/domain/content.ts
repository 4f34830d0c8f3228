/** Banners, announcements and notices of a merchant in the asked language, as the contract shapes them. */
import type { Announcement, AnnouncementType, Banner, BannerGroup, LinkageType, Notices, Paged } from '@shared/api';
import type { Language } from '@shared/constants';
import { listBanners, listNotices, pageAnnouncements, type AnnouncementRow, type BannerRow } from '../db/queries/content';
import { imagePath } from '../lib/language';
import { totalPages } from '../lib/params';

const GROUPS: Record<BannerGroup, true> = {
  w_home: true,
  rng: true,
  live: true,
  fish: true,
  pvp: true,
  sports: true,
  esports: true,
  lott: true,
  down: true,
  promotions: true,
  shop: true,
  help: true,
  register: true,
  inhouse: true,
};
export const BANNER_GROUPS = Object.keys(GROUPS) as BannerGroup[];

export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

export const toBanner = (row: BannerRow, lang: Language): Banner => ({
  bannerId: row.id,
  url: imagePath(`/img/banner/${row.id}.svg`, lang),
  groupName: row.group_name as BannerGroup,
  linkageType: row.linkage_type as LinkageType,
  linkage: row.linkage,
  title: row.title,
});

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  type: row.type as AnnouncementType,
  title: row.title,
  content: row.content,
  date: row.date_ms,
});

export const bannersOf = async (db: D1Database, merchant: string, group: BannerGroup, lang: Language): Promise<Banner[]> =>
  (await listBanners(db, merchant, group, lang)).map((row) => toBanner(row, lang));

/** A page of a type's announcements, newest first. */
export async function announcementsOf(
  db: D1Database,
  merchant: string,
  q: { type: AnnouncementType; pageNo: number; pageSize: number },
  lang: Language,
): Promise<Paged<Announcement>> {
  const { rows, total } = await pageAnnouncements(db, merchant, q.type, q.pageNo, q.pageSize, lang);
  return { list: rows.map(toAnnouncement), totalPages: totalPages(total, q.pageSize), pageNo: q.pageNo };
}

/** The marquee's texts and the popup announcements. */
export async function noticesOf(db: D1Database, merchant: string, lang: Language): Promise<Notices> {
  const { marquee, popups } = await listNotices(db, merchant, lang);
  return { player: marquee, popup: popups.map(toAnnouncement) };
}
