import { describe, expect, it } from 'vitest';
import type { Announcement, Banner, BannerGroup, Notices, Paged } from '@shared/api';
import { GATEWAY_URL, get } from './client';

const GROUPS: BannerGroup[] = [
  'w_home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lott',
  'down',
  'promotions',
  'shop',
  'help',
  'register',
  'inhouse',
];
const banners = async (group: string, merchant = 'DEMO') => get<Banner[]>(`/wps/banners?groupName=${group}`, merchant);

describe('banners', () => {
  it('has three home banners for DEMO', async () => {
    const list = (await banners('w_home')).body.value;
    expect(list).toHaveLength(3);
    expect(list.every((b) => b.groupName === 'w_home' && b.url === `/img/banner/${b.bannerId}.svg`)).toBe(true);
  });

  it.each(GROUPS)('DEMO has banners in %s', async (group) => {
    expect((await banners(group)).body.value.length).toBeGreaterThan(0);
  });

  it('has none in help for DEMO2', async () => {
    expect((await banners('help', 'DEMO2')).body.value).toEqual([]);
  });

  it('rejects an unknown group', async () => {
    expect((await banners('nope')).status).toBe(400);
  });

  it('serves the banner image as cacheable SVG open to any origin', async () => {
    const [first] = (await banners('w_home')).body.value;
    const res = await fetch(GATEWAY_URL + first!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('width="1200" height="400"');
  });
});

describe('announcements and notices', () => {
  const page = async (n: number) => (await get<Paged<Announcement>>(`/wps/announcements?type=B&pageNo=${n}&pageSize=9`)).body.value;

  it('pages 9 per page over 2 pages', async () => {
    const [one, two] = [await page(1), await page(2)];
    expect(one).toMatchObject({ totalPages: 2, pageNo: 1 });
    expect(one.list).toHaveLength(9);
    expect(two.list.length).toBeGreaterThan(0);
    expect(new Set([...one.list, ...two.list].map((a) => a.id)).size).toBe(one.list.length + two.list.length);
  });

  it('keeps one announcement with hostile HTML for the sanitiser tests', async () => {
    const all = [...(await page(1)).list, ...(await page(2)).list];
    expect(all.some((a) => a.content.includes('<script>alert(1)</script>') && a.content.includes('onerror=alert(1)'))).toBe(true);
  });

  it('gives marquee strings and PU popups', async () => {
    const { player, popup } = (await get<Notices>('/wps/notice')).body.value;
    expect(player.length).toBeGreaterThan(0);
    expect(popup.length).toBeGreaterThan(0);
    expect(popup.every((a) => a.type === 'PU')).toBe(true);
  });
});
