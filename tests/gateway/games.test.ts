import { describe, expect, it } from 'vitest';
import { DEFAULT_ESPORTS_VENDORS } from '@shared/constants';
import type { GameList, SortingVendorGroup, VendorLanes } from '@shared/api';
import { GATEWAY_URL, get } from './client';

const list = async (query: string, merchant = 'DEMO') => get<GameList>(`/lgw/games/list?${query}`, merchant);
const vendors = async (merchant: string) => (await get<SortingVendorGroup[]>('/lgw/games/vendors', merchant)).body.value;
const codes = (groups: SortingVendorGroup[], category: string) => groups.find((g) => g.gameCategory === category)?.vendors.map((v) => v.vassalage);

describe('vendors', () => {
  it('lists every category with the e-sports codes', async () => {
    const groups = await vendors('DEMO');
    expect(groups.map((g) => g.gameCategory)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE']);
    expect(codes(groups, 'ESPORTS')).toEqual([...DEFAULT_ESPORTS_VENDORS]);
    expect(codes(groups, 'RNG')).toContain('CQ9');
    expect(codes(groups, 'FISH')).toContain('CQ9');
  });

  it('has no PVP vendors for DEMO2', async () => {
    expect(codes(await vendors('DEMO2'), 'PVP')).toEqual([]);
  });

  it('serves vendor logos', async () => {
    const [vendor] = (await vendors('DEMO'))[0]!.vendors;
    for (const url of [vendor!.icon.COLOR, vendor!.icon.WHITE]) {
      const res = await fetch(GATEWAY_URL + url);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});

describe('lobby lanes', () => {
  it('gives one lane per vendor with at most 12 cards and a vendor lobby card', async () => {
    const { lanes } = (await get<VendorLanes>('/lgw/games/vendor?gameCategory=LIVE&platform=html5-desktop')).body.value.data;
    expect(lanes.map((l) => l.title)).toEqual(['Evolution', 'Sexy Baccarat', 'Dream Gaming']);
    expect(lanes.every((l) => l.cards.length > 0 && l.cards.length <= 12)).toBe(true);
    expect(lanes[0]!.cards.some((c) => c.isGame === 'VASSALAGE')).toBe(true);
  });
});

describe('game list', () => {
  it('pages RNG 42 per page over 3 pages', async () => {
    const first = (await list('gameType=RNG&pageNo=1&pageSize=42')).body.value;
    expect(first.games).toHaveLength(42);
    expect(first.totalPages).toBe(3);
    const third = (await list('gameType=RNG&pageNo=3&pageSize=42')).body.value;
    expect(third.games.length).toBeGreaterThan(0);
    expect(third.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('matches gameName case-insensitively', async () => {
    const { games } = (await list('gameType=RNG&gameName=tIgEr&pageSize=100')).body.value;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.gameName.toLowerCase().includes('tiger'))).toBe(true);
  });

  it('filters by vendor, classify, minBet and minLineNum', async () => {
    const { games } = (await list('gameType=RNG&vassalage=PG&gameClassify=slot&pageSize=100')).body.value;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.vassalage === 'PG' && g.gameClassify === 'slot')).toBe(true);
    const bets = (await list('gameType=RNG&minBet=1000&minLineNum=25&pageSize=100')).body.value.games;
    expect(bets.every((g) => g.minBet === 1000 && g.minLineNum === 25)).toBe(true);
  });

  it("only lists the brand's own vendors", async () => {
    const { games } = (await list('gameType=RNG&pageSize=100', 'DEMO2')).body.value;
    expect(new Set(games.map((g) => g.vassalage))).toEqual(new Set(['PP', 'PG']));
  });

  it('marks about one game in five as hot and serves its icon', async () => {
    const { games } = (await list('gameType=RNG&pageSize=100')).body.value;
    const hot = games.filter((g) => g.isHot === 1).length;
    expect(hot).toBeGreaterThan(5);
    expect(hot).toBeLessThan(40);
    const icon = await (await fetch(GATEWAY_URL + games[0]!.icon)).text();
    expect(icon).toContain('width="200" height="200"');
  });

  it('rejects an unknown gameType', async () => {
    expect((await list('gameType=NOPE')).status).toBe(400);
  });
});
