/** Banners, announcements and popups of the demo brands. */
import type { AnnouncementType, BannerGroup, LinkageType } from '@shared/api';
import { insert } from './sql';

type BannerSeed = [title: string, linkageType: LinkageType, linkage: string | null];

const DEMO_BANNERS: Record<BannerGroup, BannerSeed[]> = {
  w_home: [
    ['Slots Week', 'ROUTE', '/rng'],
    ['Welcome Bonus', 'PROMOTION', '1'],
    ['Game of the Week', 'GAME', 'PG_001'],
  ],
  rng: [
    ['Spin and Win', 'NONE', null],
    ['Pragmatic Drops', 'ROUTE', '/rng'],
  ],
  live: [
    ['Live Baccarat', 'ROUTE', '/live'],
    ['VIP Tables', 'NONE', null],
  ],
  fish: [['Fishing Frenzy', 'ROUTE', '/fish']],
  pvp: [['Card Masters', 'ROUTE', '/pvp']],
  sports: [
    ['Football Season', 'ROUTE', '/sports'],
    ['Parlay Boost', 'PROMOTION', '2'],
  ],
  esports: [['E-sports Cup', 'ROUTE', '/esports']],
  lott: [['Daily Lottery', 'ROUTE', '/elott']],
  down: [['Get the App', 'ROUTE', '/download']],
  promotions: [['All Promotions', 'NONE', null]],
  shop: [['Point Mall', 'ROUTE', '/pointMall']],
  help: [['Help Centre', 'URL', 'https://help.democlub.example']],
  register: [['Join Demo Club', 'ROUTE', '/register']],
  inhouse: [['In-House Originals', 'ROUTE', '/inhouse']],
};

/** Lucky Star: different banners, one per group, and none for 'help'. */
const DEMO2_BANNERS: Record<BannerGroup, BannerSeed[]> = {
  ...(Object.fromEntries(Object.keys(DEMO_BANNERS).map((group) => [group, [[`Lucky Star ${group}`, 'NONE', null]]])) as Record<BannerGroup, BannerSeed[]>),
  w_home: [
    ['Lucky Star Jackpot', 'ROUTE', '/rng'],
    ['Lucky Live', 'ROUTE', '/live'],
  ],
  help: [],
};

function bannerRows(merchant: string, firstId: number, banners: Record<BannerGroup, BannerSeed[]>) {
  let id = firstId;
  return Object.entries(banners).flatMap(([group, list]) =>
    list.map(([title, linkageType, linkage], sort) => ({
      id: id++,
      merchant_code: merchant,
      group_name: group,
      linkage_type: linkageType,
      linkage,
      title,
      sort,
    })),
  );
}

const DAY_MS = 86_400_000;
const FIRST_DATE_MS = Date.UTC(2025, 0, 1, 9, 30);

const XSS_CONTENT = '<p>Sanitiser check.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>';

function announcementRows(merchant: string, firstId: number, brand: string, count: number) {
  const rows: { type: AnnouncementType; title: string; content: string }[] = [];
  for (let i = 1; i <= count; i++) {
    rows.push({
      type: 'B',
      title: `${brand} notice #${i}`,
      content: `<p>Dear players, this is announcement <strong>${i}</strong> of ${brand}.</p><ul><li>Valid from day ${i}</li></ul>`,
    });
  }
  if (merchant === 'DEMO') rows.push({ type: 'B', title: 'Sanitiser test', content: XSS_CONTENT });
  rows.push(
    { type: 'PU', title: `${brand} welcome`, content: `<p>Welcome to <b>${brand}</b>! Claim your new-member bonus.</p>` },
    { type: 'PL', title: `${brand} platform update`, content: '<p>Platform upgraded for faster games.</p>' },
  );
  return rows.map((row, i) => ({ id: firstId + i, merchant_code: merchant, ...row, date_ms: FIRST_DATE_MS + i * DAY_MS }));
}

export function contentSql(): string {
  return [
    insert('banners', [...bannerRows('DEMO', 1, DEMO_BANNERS), ...bannerRows('DEMO2', 101, DEMO2_BANNERS)]),
    insert('announcements', [...announcementRows('DEMO', 1, 'Demo Club', 13), ...announcementRows('DEMO2', 101, 'Lucky Star', 4)]),
  ].join('');
}
