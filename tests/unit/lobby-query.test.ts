import { describe, expect, it } from 'vitest';
import { GAME_LIST_DEFAULTS, GAME_LIST_PAGE_SIZE } from '@shared/constants';
import { lobbyHref, lobbyListCategory, parseLobbyQuery, toGameListParams } from '@shared/lobby-query';

const parse = (search: string) => parseLobbyQuery(new URLSearchParams(search));

describe('parseLobbyQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ page: 1, hot: false });
  });

  it('reads every filter', () => {
    expect(parse('vendor=PG&q=%20tiger%20&hot=1&classify=slot&minBet=1000&minLine=25&page=3')).toEqual({
      vendor: 'PG',
      name: 'tiger',
      hot: true,
      classify: 'slot',
      minBet: 1000,
      minLineNum: 25,
      page: 3,
    });
  });

  it('drops what is malformed instead of failing', () => {
    expect(parse('page=-2&minBet=abc&minLine=1.5&hot=yes&vendor=&q=%20%20&classify=a%20b')).toEqual({ page: 1, hot: false });
    expect(parse('page=2.5')).toEqual({ page: 1, hot: false });
    expect(parse('vendor=<script>')).toEqual({ page: 1, hot: false });
  });

  it('caps long names and huge pages', () => {
    expect(parse(`q=${'a'.repeat(80)}`).name).toHaveLength(40);
    expect(parse('page=999999').page).toBe(10_000);
  });
});

describe('lobbyHref', () => {
  it('writes only what differs from the defaults, in a stable order', () => {
    expect(lobbyHref('/rng', { page: 1, hot: false })).toBe('/rng');
    expect(lobbyHref('/rng', { page: 2, hot: true, name: 'dragon tiger', vendor: 'PG' })).toBe('/rng?vendor=PG&q=dragon+tiger&hot=1&page=2');
  });

  it('round-trips through parseLobbyQuery', () => {
    const query = { vendor: 'CQ9', name: 'koi', hot: true, classify: 'slot', minBet: 500, minLineNum: 9, page: 4 };
    expect(parse(lobbyHref('/rng', query).split('?')[1]!)).toEqual(query);
  });
});

describe('toGameListParams', () => {
  it('maps the lobby query to the docs/product.md 3 list params with the docs/product.md 9 defaults', () => {
    expect(toGameListParams('RNG', { page: 2, hot: false, vendor: 'PG', name: 'koi', minBet: 500 }, 'en')).toEqual({
      clientType: GAME_LIST_DEFAULTS.clientType,
      platform: GAME_LIST_DEFAULTS.platform,
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: undefined,
      gameName: 'koi',
      minBet: 500,
      minLineNum: undefined,
      language: 'en',
      pageNo: 2,
      pageSize: GAME_LIST_PAGE_SIZE,
    });
  });
});

describe('lobbyListCategory', () => {
  const lott = ['TCG_LOTTO_VN', 'TCG_SEA'];
  it('lists LOTT games on /elott when a LOTT vendor is chosen', () => {
    expect(lobbyListCategory('ELOTT', { page: 1, hot: false, vendor: 'TCG_SEA' }, lott)).toBe('LOTT');
    expect(lobbyListCategory('ELOTT', { page: 1, hot: false, vendor: 'TCG_ELOTT' }, lott)).toBe('ELOTT');
    expect(lobbyListCategory('ELOTT', { page: 1, hot: false }, lott)).toBe('ELOTT');
  });

  it('leaves every other lobby as it is', () => {
    expect(lobbyListCategory('RNG', { page: 1, hot: false, vendor: 'TCG_SEA' }, lott)).toBe('RNG');
  });
});
