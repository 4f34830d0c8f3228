/** Vendors, which brand offers which, and a deterministic catalogue of games. */
import type { GameCategory } from '@shared/api';
import { insert } from './sql';

interface VendorSeed {
  code: string;
  name: string;
  category: GameCategory;
  count: number;
  /** classify values the vendor's games rotate through */
  classify: string[];
  /** the first card is a vendor lobby (isGame VASSALAGE) */
  lobby?: boolean;
}

const V = (code: string, name: string, category: GameCategory, count: number, classify: string[], lobby = false): VendorSeed => ({
  code,
  name,
  category,
  count,
  classify,
  lobby,
});

const SLOT = ['slot', 'slot', 'slot', 'slot', 'slot', 'table'];

/** One row per (vendor, category); CQ9 also has fishing games, so footers must de-duplicate. */
const CATALOGUE: VendorSeed[] = [
  V('PG', 'PG Soft', 'RNG', 30, SLOT),
  V('JDB', 'JDB Gaming', 'RNG', 28, SLOT),
  V('CQ9', 'CQ9 Gaming', 'RNG', 26, SLOT),
  V('PP', 'Pragmatic Play', 'RNG', 26, SLOT, true),
  V('EVO', 'Evolution', 'LIVE', 12, ['baccarat', 'roulette', 'sicbo', 'dragontiger'], true),
  V('SEXY', 'Sexy Baccarat', 'LIVE', 10, ['baccarat', 'dragontiger'], true),
  V('DG', 'Dream Gaming', 'LIVE', 8, ['baccarat', 'roulette'], true),
  V('JDBFISH', 'JDB Fishing', 'FISH', 10, ['fishing']),
  V('CQ9FISH', 'CQ9 Fishing', 'FISH', 10, ['fishing']),
  V('CQ9', 'CQ9 Gaming', 'FISH', 4, ['fishing']),
  V('KM', 'Kingmaker', 'PVP', 14, ['card'], true),
  V('V8', 'V8 Poker', 'PVP', 12, ['card']),
  V('BTI', 'BTi Sports', 'SPORTS', 10, ['sports', 'virtual'], true),
  V('SABA', 'SABA Sports', 'SPORTS', 10, ['sports', 'virtual'], true),
  ...(['AV', 'AI', 'IMES', 'TF', 'IA'] as const).map((code) => V(code, `${code} E-sports`, 'ESPORTS', 4, ['esports'], true)),
  V('TCG_LOTTO_VN', 'TCG VN Lottery', 'LOTT', 12, ['lottery'], true),
  V('TCG_SEA', 'TCG SEA Lottery', 'LOTT', 10, ['lottery']),
  V('TCG_ELOTT', 'TCG E-Lottery', 'ELOTT', 20, ['lottery']),
  V('INHOUSE', 'In-House', 'INHOUSE', 20, ['crash', 'mines', 'dice']),
];

/** Lucky Star offers fewer vendors, in its own order, and no PVP at all. */
const DEMO2_VENDORS: Partial<Record<GameCategory, string[]>> = {
  RNG: ['PP', 'PG'],
  LIVE: ['EVO'],
  FISH: ['JDBFISH'],
  SPORTS: ['SABA'],
  ESPORTS: ['AV', 'IA'],
  LOTT: ['TCG_LOTTO_VN'],
  ELOTT: ['TCG_ELOTT'],
  INHOUSE: ['INHOUSE'],
};

const FIRST_WORDS = [
  'Fortune',
  'Golden',
  'Lucky',
  'Dragon',
  'Mystic',
  'Wild',
  'Royal',
  'Jade',
  'Thunder',
  'Cosmic',
  'Sakura',
  'Pirate',
  'Neon',
  'Crystal',
  'Phoenix',
  'Samurai',
  'Lotus',
  'Mega',
];
const LAST_WORDS = [
  'Tiger',
  'Temple',
  'Riches',
  'Koi',
  'Empire',
  'Gems',
  'Treasure',
  'Panda',
  'Fruits',
  'Queen',
  'Rush',
  'Spins',
  'Warriors',
  'Festival',
  'Ox',
  'Moon',
  'Bonanza',
];
const BETS = [500, 1000, 2000, 5000];
const LINES = [9, 20, 25, 50, 243];

/** mulberry32: a small seeded PRNG so the seed is the same on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gameRows() {
  const random = prng(20250901);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const perVendor = new Map<string, number>();
  let nodeId = 1000;
  return CATALOGUE.flatMap((v) =>
    Array.from({ length: v.count }, (_, i) => {
      const n = (perVendor.get(v.code) ?? 0) + 1;
      perVendor.set(v.code, n);
      const lobby = v.lobby === true && i === 0;
      const classify = lobby ? 'lobby' : v.classify[i % v.classify.length]!;
      return {
        game_id: `${v.code}_${String(n).padStart(3, '0')}`,
        node_id: ++nodeId,
        vendor_code: v.code,
        category: v.category,
        name: lobby ? `${v.name} Lobby` : `${pick(FIRST_WORDS)} ${pick(LAST_WORDS)}${n > 17 ? ` ${n}` : ''}`,
        classify,
        is_hot: random() < 0.2,
        is_game: lobby ? 'VASSALAGE' : 'GAME',
        min_bet: pick(BETS),
        min_line_num: classify === 'slot' ? pick(LINES) : 1,
      };
    }),
  );
}

function merchantVendorRows() {
  const demo = CATALOGUE.map((v, sort) => ({ merchant_code: 'DEMO', category: v.category, vendor_code: v.code, sort }));
  const demo2 = Object.entries(DEMO2_VENDORS).flatMap(([category, codes]) =>
    codes.map((code, sort) => ({ merchant_code: 'DEMO2', category, vendor_code: code, sort })),
  );
  return [...demo, ...demo2];
}

export function gamesSql(): string {
  const vendors = [...new Map(CATALOGUE.map((v) => [v.code, { code: v.code, name: v.name }])).values()];
  return [insert('vendors', vendors), insert('merchant_vendors', merchantVendorRows()), insert('games', gameRows())].join('');
}
