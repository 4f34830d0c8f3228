/** /wps/banners, /wps/announcements, /wps/notice, in the language of the `Language` header. */
import { Hono } from 'hono';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import type { Announcement, Banner, Notices, Paged } from '@shared/contract';
import { listBanners, listNotices, pageAnnouncements } from '../db/queries/content';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, toAnnouncement, toBanner } from '../domain/content';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam, oneOf, totalPages } from '../lib/params';

export const content = new Hono<AppEnv>();

content.get('/banners', async (c) => {
  const group = oneOf(BANNER_GROUPS, c.req.query('groupName'));
  if (!group) return fail(c, 400, 'BAD_REQUEST', `groupName must be one of ${BANNER_GROUPS.join(', ')}`);
  const lang = contentLanguage(c);
  return ok<Banner[]>(
    c,
    (await listBanners(c.env.DB, c.var.merchant.code, group, lang)).map((row) => toBanner(row, lang)),
  );
});

content.get('/announcements', async (c) => {
  const type = oneOf(ANNOUNCEMENT_TYPES, c.req.query('type') ?? 'B');
  if (!type) return fail(c, 400, 'BAD_REQUEST', `type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), ANNOUNCEMENTS_PAGE_SIZE, 1, 100);
  const { rows, total } = await pageAnnouncements(c.env.DB, c.var.merchant.code, type, pageNo, pageSize, contentLanguage(c));
  return ok<Paged<Announcement>>(c, { list: rows.map(toAnnouncement), totalPages: totalPages(total, pageSize), pageNo });
});

content.get('/notice', async (c) => {
  const { marquee, popups } = await listNotices(c.env.DB, c.var.merchant.code, contentLanguage(c));
  return ok<Notices>(c, { player: marquee, popup: popups.map(toAnnouncement) });
});
