/** Banners and announcements as the contract shapes them. */
import type { Announcement, AnnouncementType, Banner, BannerGroup, LinkageType } from '@shared/contract';
import type { Language } from '@shared/constants';
import type { AnnouncementRow, BannerRow } from '../db/queries/content';
import { imagePath } from '../lib/language';

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
