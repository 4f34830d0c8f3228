/**
 * /lgw/games/favourite/*: a member's favourite games (docs/product.md 3, 4, 7.2). Token needed;
 * trial accounts (type 4) are refused with NEED_TRUE_ACCOUNT (docs/product.md 5, 6).
 *   GET  /ids                              -> nodeIds, newest first
 *   GET  /list?gameType=&pageNo=&pageSize= -> { list, totalPages } (gameType defaults to RNG, ALL for every category)
 *   POST /v2/add    { nodeId, vendor, gameType? }
 *   POST /v2/remove { nodeId, vendor, gameType? }
 */
import { Hono } from 'hono';
import { GAME_LIST_DEFAULTS, GAME_LIST_PAGE_SIZE } from '@shared/constants';
import { favouriteRequestSchema, type CardList, type FavouriteIds } from '@shared/api/lobby';
import { changeFavourite, favouriteIdsOf, favouriteList } from '../domain/favourites';
import { CATEGORIES } from '../domain/games';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { intParam, oneOf } from '../lib/params';
import { answers } from '../lib/answers';
import { requireRealAccount, requireSession } from '../middleware/session';

export const favourites = new Hono<AppEnv>();

favourites.use('*', requireSession, requireRealAccount);

favourites.get(
  '/ids',
  answers('GET /lgw/games/favourite/ids', async (c) => ok<FavouriteIds>(c, await favouriteIdsOf(c.env.DB, c.var.session.member_id))),
);

favourites.get(
  '/list',
  answers('GET /lgw/games/favourite/list', async (c) => {
    const q = c.req.query();
    const raw = q.gameType || GAME_LIST_DEFAULTS.favouriteGameType;
    const category = raw === 'ALL' ? undefined : oneOf(CATEGORIES, raw);
    if (raw !== 'ALL' && !category) return fail(c, 400, 'BAD_REQUEST', `gameType must be ALL or one of ${CATEGORIES.join(', ')}`);
    const pageNo = intParam(q.pageNo, 1, 1, 10_000);
    const pageSize = intParam(q.pageSize, GAME_LIST_PAGE_SIZE, 1, 100);
    return ok<CardList>(c, await favouriteList(c.env.DB, c.var.merchant.code, c.var.session.member_id, category, pageNo, pageSize));
  }),
);

for (const action of ['add', 'remove'] as const) {
  favourites.post(
    `/v2/${action}`,
    answers(`POST /lgw/games/favourite/v2/${action}`, async (c) => {
      const body = await jsonBody(c, favouriteRequestSchema);
      if (!body.ok) return body.response;
      const { nodeId, vendor } = body.data;
      const ids = await changeFavourite(c.env.DB, c.var.merchant.code, c.var.session.member_id, { action, nodeId, vendor });
      return ids ? ok<FavouriteIds>(c, ids) : fail(c, 404, 'NOT_FOUND', 'No such game');
    }),
  );
}
