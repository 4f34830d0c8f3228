/** /lgw/games/*: vendor groups, lobby lanes, the filtered game list. */
import { Hono } from 'hono';
import { GAME_LIST_PAGE_SIZE } from '../../shared/constants';
import type { GameList, SortingVendorGroup, VendorLanes } from '../../shared/contract';
import { listLaneGames, listVendors, searchGames } from '../db/queries/games';
import { CATEGORIES, LANE_SIZE, toGameCard, vendorGroups, vendorLanes } from '../domain/games';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam, oneOf, optional, optionalNumber, totalPages } from '../lib/params';

export const games = new Hono<AppEnv>();

const badCategory = `must be one of ${CATEGORIES.join(', ')}`;

games.get('/vendors', async (c) => ok<SortingVendorGroup[]>(c, vendorGroups(await listVendors(c.env.DB, c.var.merchant.code))));

/** platform (e.g. html5-desktop) is accepted; every seeded game runs on every platform. */
games.get('/vendor', async (c) => {
  const category = oneOf(CATEGORIES, c.req.query('gameCategory'));
  if (!category) return fail(c, 400, 'BAD_REQUEST', `gameCategory ${badCategory}`);
  const code = c.var.merchant.code;
  const [vendors, rows] = await Promise.all([listVendors(c.env.DB, code, category), listLaneGames(c.env.DB, code, category, LANE_SIZE)]);
  return ok<VendorLanes>(c, { data: { lanes: vendorLanes(vendors, rows) } });
});

games.get('/list', async (c) => {
  const q = c.req.query();
  const category = oneOf(CATEGORIES, q.gameType);
  if (!category) return fail(c, 400, 'BAD_REQUEST', `gameType ${badCategory}`);
  const pageNo = intParam(q.pageNo, 1, 1, 10_000);
  const pageSize = intParam(q.pageSize, GAME_LIST_PAGE_SIZE, 1, 100);
  const filters = {
    category,
    vendor: optional(q.vassalage),
    classify: optional(q.gameClassify),
    name: optional(q.gameName?.trim()),
    minBet: optionalNumber(q.minBet),
    minLineNum: optionalNumber(q.minLineNum),
  };
  const { rows, total } = await searchGames(c.env.DB, c.var.merchant.code, filters, pageNo, pageSize);
  return ok<GameList>(c, { games: rows.map(toGameCard), totalPages: totalPages(total, pageSize) });
});
