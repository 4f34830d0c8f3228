/** /lgw/games/*: vendor groups, lobby lanes, the filtered game list. */
import { Hono } from 'hono';
import { GAME_LIST_PAGE_SIZE, POPULAR_GAMES_COUNT } from '@shared/constants';
import type { GameList, SortingVendorGroup, VendorLanes } from '@shared/api';
import type { CardList, PopularGames } from '@shared/api/lobby';
import { CATEGORIES, findGames, lanesOf, popularOf, vendorGroupsOf, type GameFilters } from '../domain/games';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam, oneOf, optional, optionalNumber } from '../lib/params';
import { answers } from '../lib/answers';

export const games = new Hono<AppEnv>();

const badCategory = `must be one of ${CATEGORIES.join(', ')}`;

games.get(
  '/vendors',
  answers('GET /lgw/games/vendors', async (c) => ok<SortingVendorGroup[]>(c, await vendorGroupsOf(c.env.DB, c.var.merchant.code))),
);

/** platform (e.g. html5-desktop) is accepted; every seeded game runs on every platform. */
games.get(
  '/vendor',
  answers('GET /lgw/games/vendor', async (c) => {
    const category = oneOf(CATEGORIES, c.req.query('gameCategory'));
    if (!category) return fail(c, 400, 'BAD_REQUEST', `gameCategory ${badCategory}`);
    return ok<VendorLanes>(c, { data: { lanes: await lanesOf(c.env.DB, c.var.merchant.code, category) } });
  }),
);

/** The docs/product.md 3 list params (clientType, platform, channel, merchant and language are accepted: one catalogue serves them all). */
function listQuery(q: Record<string, string>, category: GameFilters['category']) {
  return {
    pageNo: intParam(q.pageNo, 1, 1, 10_000),
    pageSize: intParam(q.pageSize, GAME_LIST_PAGE_SIZE, 1, 100),
    filters: {
      category,
      vendor: optional(q.vassalage),
      classify: optional(q.gameClassify),
      name: optional(q.gameName?.trim()),
      minBet: optionalNumber(q.minBet),
      minLineNum: optionalNumber(q.minLineNum),
    } satisfies GameFilters,
  };
}

games.get(
  '/list',
  answers('GET /lgw/games/list', async (c) => {
    const q = c.req.query();
    const category = oneOf(CATEGORIES, q.gameType);
    if (!category) return fail(c, 400, 'BAD_REQUEST', `gameType ${badCategory}`);
    const { pageNo, pageSize, filters } = listQuery(q, category);
    const { cards, totalPages } = await findGames(c.env.DB, c.var.merchant.code, filters, pageNo, pageSize);
    return ok<GameList>(c, { games: cards, totalPages });
  }),
);

/** Hot games (docs/product.md 7.2; isPlatform 2 accepted): the list filters plus isHot 1, answered as list + totalPages. */
games.get(
  '/hot',
  answers('GET /lgw/games/hot', async (c) => {
    const q = c.req.query();
    const category = oneOf(CATEGORIES, q.gameType);
    if (!category) return fail(c, 400, 'BAD_REQUEST', `gameType ${badCategory}`);
    const { pageNo, pageSize, filters } = listQuery(q, category);
    const { cards, totalPages } = await findGames(c.env.DB, c.var.merchant.code, { ...filters, hot: true }, pageNo, pageSize);
    return ok<CardList>(c, { list: cards, totalPages });
  }),
);

/** Popular games (docs/product.md 7.2: count 20; prizeMode, device and language accepted). */
games.get(
  '/popular',
  answers('GET /lgw/games/popular', async (c) => {
    const count = intParam(c.req.query('count'), POPULAR_GAMES_COUNT, 1, 100);
    return ok<PopularGames>(c, await popularOf(c.env.DB, c.var.merchant.code, count));
  }),
);
