import { describe, expect, it } from 'vitest';
import { decideLaunch, launchPayload, parseLotteryFavourites, resolveLaunchUrl, toggleLotteryFavourite, type LaunchableGame } from '@shared/launch';

const game = (over: Partial<LaunchableGame> = {}): LaunchableGame => ({
  gameType: 'RNG',
  vassalage: 'PG',
  gameId: 'PG_002',
  nodeId: 1002,
  isGame: 'GAME',
  ...over,
});
const member = { type: 0 };

describe('decideLaunch (docs/product.md 4)', () => {
  it('asks a visitor to log in first, whatever the game', () => {
    expect(decideLaunch(game(), null)).toEqual({ kind: 'login' });
    expect(decideLaunch(game({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' }), null)).toEqual({ kind: 'login' });
  });

  it('refuses a trial account with the real-account warning', () => {
    expect(decideLaunch(game(), { type: 4 })).toEqual({ kind: 'realAccountNeeded' });
  });

  it('opens the SEA entry for TCG_SEA by account type or vendor', () => {
    const sea = game({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameId: 'TCG_SEA_002' });
    expect(decideLaunch(sea, member)).toEqual({ kind: 'sea', game: sea });
    const byType = game({ gameType: 'ELOTT', vassalage: 'X', accountTypeName: 'TCG_SEA' });
    expect(decideLaunch(byType, member).kind).toBe('sea');
  });

  it('sends TCG_LOTTO_VN to /vnlottery with the game code, by vendor or by account type', () => {
    expect(decideLaunch(game({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameId: 'TCG_LOTTO_VN_003' }), member)).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=TCG_LOTTO_VN_003',
    });
    expect(decideLaunch(game({ gameType: 'ELOTT', vassalage: 'OTHER', accountTypeName: 'TCG_LOTTO_VN', gameId: 'G1' }), member)).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=G1',
    });
    // the vendor's lobby card opens the VN lottery page itself
    expect(decideLaunch(game({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', isGame: 'VASSALAGE' }), member)).toEqual({ kind: 'route', to: '/vnlottery' });
  });

  it('sends other LOTT and ELOTT games to /lottery with gameCode and playType', () => {
    expect(decideLaunch(game({ gameType: 'ELOTT', vassalage: 'TCG_ELOTT', gameId: 'TCG_ELOTT_004' }), member)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=TCG_ELOTT_004',
    });
    expect(decideLaunch(game({ gameType: 'LOTT', vassalage: 'L', gameId: 'L1', defaultPlayType: 'betting' }), member)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=L1&playType=betting',
    });
  });

  it('opens the popup game list of a VASSALAGE card', () => {
    expect(decideLaunch(game({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE' }), member)).toEqual({
      kind: 'vendorGames',
      vassalage: 'EVO',
      gameType: 'LIVE',
    });
  });

  it('opens the rooms of a PVP game', () => {
    const pvp = game({ gameType: 'PVP', vassalage: 'V8', gameId: 'V8_002' });
    expect(decideLaunch(pvp, member)).toEqual({ kind: 'pvpRooms', game: pvp });
  });

  it('launches every other game through the third-party launch', () => {
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'INHOUSE'] as const) {
      const g = game({ gameType });
      expect(decideLaunch(g, member)).toEqual({ kind: 'thirdParty', game: g });
    }
  });
});

describe('resolveLaunchUrl', () => {
  const cdns = ['http://127.0.0.1:8798', 'http://localhost:8798'];
  it('moves a game URL on a launch CDN to the picked host, keeping path and query', () => {
    expect(resolveLaunchUrl('http://127.0.0.1:8798/vendor/play?ticket=abc', cdns, 'http://localhost:8798')).toBe(
      'http://localhost:8798/vendor/play?ticket=abc',
    );
  });
  it('refuses any other host, scheme or credentials', () => {
    expect(resolveLaunchUrl('https://evil.example/vendor/play', cdns, cdns[0]!)).toBeNull();
    expect(resolveLaunchUrl('javascript:alert(1)', cdns, cdns[0]!)).toBeNull();
    expect(resolveLaunchUrl('http://user@127.0.0.1:8798/x', cdns, cdns[0]!)).toBeNull();
    expect(resolveLaunchUrl('not a url', cdns, cdns[0]!)).toBeNull();
    expect(resolveLaunchUrl('http://127.0.0.1:8799/x', cdns, cdns[0]!)).toBeNull();
  });
  it('refuses when the picked host is not on the list', () => {
    expect(resolveLaunchUrl('http://127.0.0.1:8798/x', cdns, 'https://evil.example')).toBeNull();
  });
});

describe('launchPayload', () => {
  it('carries the docs/product.md 3 fields, and the room instead of the game for PVP', () => {
    const p = launchPayload(game(), { username: 'demo_member', language: 'en' });
    expect(p).toMatchObject({
      gameId: 'PG_002',
      nodeId: 1002,
      vassalage: 'PG',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo_member',
      language: 'en',
    });
    const room = launchPayload(game({ gameType: 'PVP' }), { username: 'u', language: 'ty', roomId: 'R1' });
    expect(room.roomId).toBe('R1');
    expect(room.gameId).toBeUndefined();
  });
});

describe('LOTTFAV', () => {
  it('parses only a map of username to string ids', () => {
    expect(parseLotteryFavourites(null)).toEqual({});
    expect(parseLotteryFavourites('nope')).toEqual({});
    expect(parseLotteryFavourites('[1]')).toEqual({});
    expect(parseLotteryFavourites('{"a":["x",1],"b":"y"}')).toEqual({ a: ['x'] });
  });
  it('adds an absent id and removes a present one, per username', () => {
    const one = toggleLotteryFavourite({}, 'ann', 'G1');
    expect(one).toEqual({ ann: ['G1'] });
    const two = toggleLotteryFavourite(one, 'bob', 'G1');
    expect(two).toEqual({ ann: ['G1'], bob: ['G1'] });
    expect(toggleLotteryFavourite(two, 'ann', 'G1')).toEqual({ ann: [], bob: ['G1'] });
  });
});
