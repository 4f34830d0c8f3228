/** Hot and popular games, and favourites per member (docs/product.md 3, 4, 7.2). */
import { describe, expect, it } from 'vitest';
import { POPULAR_GAMES_COUNT } from '@shared/constants';
import type { GameCard, GameList, LoginResult } from '@shared/api';
import type { CardList, FavouriteIds, PopularGames } from '@shared/api/lobby';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { get } from './client';

async function session(type = 0, merchant = 'DEMO') {
  const member = await makeMember({ type }, merchant);
  const ip = freshIp();
  const res = await login<LoginResult>(byPassword(member.username, member.password), { ip, merchant });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return { token: res.body.value.token, ip, merchant };
}

type Session = Awaited<ReturnType<typeof session>>;
const ids = (s: Session) => call<FavouriteIds>('GET', '/lgw/games/favourite/ids', undefined, s);
const favList = (s: Session, query = '') => call<CardList>('GET', `/lgw/games/favourite/list${query}`, undefined, s);
const toggle = (s: Session, action: 'add' | 'remove', card: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>) =>
  call<FavouriteIds>('POST', `/lgw/games/favourite/v2/${action}`, { nodeId: card.nodeId, vendor: card.vassalage, gameType: card.gameType }, s);

/** Every RNG game of DEMO (pageSize is at most 100). */
async function rng() {
  const pages = await Promise.all([1, 2].map((n) => get<GameList>(`/lgw/games/list?gameType=RNG&pageSize=100&pageNo=${n}`)));
  return pages.flatMap((p) => p.body.value.games);
}

describe('hot games', () => {
  it('lists only isHot 1 games of the category, with the list filters and paging', async () => {
    const all = await rng();
    const res = (await get<CardList>('/lgw/games/hot?gameType=RNG&isPlatform=2&pageSize=100')).body.value;
    expect(res.list.length).toBe(all.filter((g) => g.isHot === 1).length);
    expect(res.list.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const pg = (await get<CardList>('/lgw/games/hot?gameType=RNG&vassalage=PG&pageSize=100')).body.value.list;
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((g) => g.vassalage === 'PG' && g.isHot === 1)).toBe(true);
    const paged = (await get<CardList>('/lgw/games/hot?gameType=RNG&pageSize=5&pageNo=2')).body.value;
    expect(paged.list).toHaveLength(5);
    expect(paged.totalPages).toBe(Math.ceil(res.list.length / 5));
    expect(paged.list[0]!.gameId).toBe(res.list[5]!.gameId);
  });
});

describe('game list paging', () => {
  it('page 2 of 42 continues page 1 without overlap and page 3 holds the rest', async () => {
    const all = await rng();
    const pages = await Promise.all([1, 2, 3].map(async (n) => (await get<GameList>(`/lgw/games/list?gameType=RNG&pageNo=${n}&pageSize=42`)).body.value));
    expect(pages.map((p) => p.games.length)).toEqual([42, 42, all.length - 84]);
    expect(pages.flatMap((p) => p.games.map((g) => g.gameId))).toEqual(all.map((g) => g.gameId));
    const past = (await get<GameList>('/lgw/games/list?gameType=RNG&pageNo=9&pageSize=42')).body.value;
    expect(past).toEqual({ games: [], totalPages: 3 });
  });

  it('combines the name search with the vendor filter and pages the result', async () => {
    const res = (await get<GameList>('/lgw/games/list?gameType=RNG&vassalage=JDB&gameName=o&pageSize=2')).body.value;
    expect(res.games.every((g) => g.vassalage === 'JDB' && /o/i.test(g.gameName))).toBe(true);
    expect(res.totalPages).toBeGreaterThan(1);
  });
});

describe('popular games', () => {
  it('answers 20 playable games by default, favourites of members first', async () => {
    const games = (await get<PopularGames>('/lgw/games/popular?prizeMode=0&device=WEB')).body.value;
    expect(games).toHaveLength(POPULAR_GAMES_COUNT);
    expect(games.every((g) => g.isGame === 'GAME')).toBe(true);
    // the seed has two members favouring these five
    expect(
      games
        .slice(0, 5)
        .map((g) => g.gameId)
        .sort(),
    ).toEqual(['EVO_002', 'JDB_002', 'KM_002', 'PG_002', 'PG_003']);
    expect((await get<PopularGames>('/lgw/games/popular?count=3')).body.value).toHaveLength(3);
  });

  it("only has the brand's own vendors", async () => {
    const games = (await get<PopularGames>('/lgw/games/popular', 'DEMO2')).body.value;
    expect(games.length).toBe(POPULAR_GAMES_COUNT);
    expect(games.some((g) => g.vassalage === 'KM' || g.vassalage === 'JDB')).toBe(false);
  });
});

describe('favourites', () => {
  it('need a token', async () => {
    const anonymous = { ip: freshIp() };
    expect((await call('GET', '/lgw/games/favourite/ids', undefined, anonymous)).status).toBe(401);
    expect((await call('GET', '/lgw/games/favourite/list', undefined, anonymous)).status).toBe(401);
    const [card] = await rng();
    const res = await call('POST', '/lgw/games/favourite/v2/add', { nodeId: card!.nodeId, vendor: card!.vassalage }, { ...anonymous, token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('are refused to a trial account', async () => {
    const trial = await session(4);
    const [card] = await rng();
    const res = await toggle(trial, 'add', card!);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await ids(trial)).status).toBe(403);
  });

  it('are added, listed (RNG by default) and removed per member', async () => {
    const a = await session();
    const b = await session();
    const games = await rng();
    const [first, second] = [games[3]!, games[7]!];
    expect((await ids(a)).body.value).toEqual([]);

    expect((await toggle(a, 'add', first)).body.value).toEqual([first.nodeId]);
    const afterSecond = (await toggle(a, 'add', second)).body.value;
    expect(new Set(afterSecond)).toEqual(new Set([first.nodeId, second.nodeId]));
    // adding twice keeps one
    expect((await toggle(a, 'add', second)).body.value).toHaveLength(2);

    const list = (await favList(a)).body.value;
    expect(new Set(list.list.map((g) => g.gameId))).toEqual(new Set([first.gameId, second.gameId]));
    expect(list.totalPages).toBe(1);
    expect((await favList(a, '?gameType=LIVE')).body.value).toEqual({ list: [], totalPages: 0 });
    expect((await favList(a, '?gameType=ALL')).body.value.list).toHaveLength(2);
    expect((await favList(a, '?gameType=NOPE')).status).toBe(400);

    // another member's favourites are their own
    expect((await ids(b)).body.value).toEqual([]);
    expect((await toggle(b, 'remove', first)).body.value).toEqual([]);
    expect((await ids(a)).body.value).toHaveLength(2);

    expect((await toggle(a, 'remove', first)).body.value).toEqual([second.nodeId]);
    expect((await ids(a)).body.value).toEqual([second.nodeId]);
  });

  it('check the body and that the brand offers the game', async () => {
    const s = await session(0, 'DEMO2');
    expect((await call('POST', '/lgw/games/favourite/v2/add', { nodeId: 'x' }, s)).status).toBe(400);
    const km = (await get<GameList>('/lgw/games/list?gameType=PVP&vassalage=KM')).body.value.games[0]!;
    const res = await toggle(s, 'add', km);
    expect(res.status).toBe(404);
    expect((await ids(s)).body.value).toEqual([]);
  });
});
