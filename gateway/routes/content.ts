/** /wps/banners, /wps/announcements, /wps/notice, in the language of the `Language` header. */
import { Hono } from 'hono';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import type { Announcement, Banner, Notices, Paged } from '@shared/api';
import { ANNOUNCEMENT_TYPES, announcementsOf, BANNER_GROUPS, bannersOf, noticesOf } from '../domain/content';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam, oneOf } from '../lib/params';
import { answers } from '../lib/answers';

export const content = new Hono<AppEnv>();

content.get(
  '/banners',
  answers('GET /wps/banners', async (c) => {
    const group = oneOf(BANNER_GROUPS, c.req.query('groupName'));
    if (!group) return fail(c, 400, 'BAD_REQUEST', `groupName must be one of ${BANNER_GROUPS.join(', ')}`);
    return ok<Banner[]>(c, await bannersOf(c.env.DB, c.var.merchant.code, group, contentLanguage(c)));
  }),
);

content.get(
  '/announcements',
  answers('GET /wps/announcements', async (c) => {
    const type = oneOf(ANNOUNCEMENT_TYPES, c.req.query('type') ?? 'B');
    if (!type) return fail(c, 400, 'BAD_REQUEST', `type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
    const pageSize = intParam(c.req.query('pageSize'), ANNOUNCEMENTS_PAGE_SIZE, 1, 100);
    return ok<Paged<Announcement>>(c, await announcementsOf(c.env.DB, c.var.merchant.code, { type, pageNo, pageSize }, contentLanguage(c)));
  }),
);

content.get(
  '/notice',
  answers('GET /wps/notice', async (c) => ok<Notices>(c, await noticesOf(c.env.DB, c.var.merchant.code, contentLanguage(c)))),
);
