/**
 * Operator content in the asked language (migration 0011): the `Language` header picks the
 * translation, TY reads Vietnamese, an unknown language or an untranslated item reads the
 * base text; the hostile announcements stay hostile in every language; the home winners
 * board shows real rounds first, topped up with the seeded rows.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Announcement, Banner, Notices, Paged } from '@shared/api';
import type { Winner } from '@shared/api/content';
import type { Winners } from '@shared/api/play';
import type { PointItem, PromotionDetail, PromotionList } from '@shared/api/promotions';
import { decryptCsPath } from '@shared/cs-path-crypto';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { admin, GATEWAY_URL, get } from './client';

/** Letters only Vietnamese writes (with their tone marks), never English. */
const VIETNAMESE = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
const CHINESE = /[\u4e00-\u9fff]/;
const THAI = /[\u0e00-\u0e7f]/;

const inLang = <T>(path: string, lang: string | null, merchant = 'DEMO') =>
  get<T>(path, merchant, lang === null ? { Language: '' } : { Language: lang }).then((res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value;
  });

const allAnnouncements = (lang: string | null, merchant = 'DEMO') =>
  inLang<Paged<Announcement>>('/wps/announcements?type=B&pageSize=100', lang, merchant).then((p) => new Map(p.list.map((a) => [a.id, a])));

describe('content in the asked language', () => {
  it('the same notice, announcement, promotion, banner and point item differ in TY and EN; TY is Vietnamese (as VI)', async () => {
    const [en, ty, vi] = await Promise.all([inLang<Notices>('/wps/notice', 'en'), inLang<Notices>('/wps/notice', 'ty'), inLang<Notices>('/wps/notice', 'vi')]);
    expect(en.player[0]).toBe('Welcome to Demo Club! New members get a 1000VND bonus.');
    expect(ty.player[0]).toBe('Chào mừng đến với Demo Club! Thành viên mới nhận thưởng 1000VND.');
    expect(ty.player).toHaveLength(en.player.length);
    for (const text of ty.player) expect(text).toMatch(VIETNAMESE);
    expect(ty).toEqual(vi);
    expect(en.popup[0]!.title).toBe('Demo Club welcome');
    expect(ty.popup[0]).toMatchObject({ id: en.popup[0]!.id, title: 'Demo Club chào mừng bạn', date: en.popup[0]!.date });
    expect(ty.popup[0]!.content).toBe('<p>Chào mừng đến với <b>Demo Club</b>! Hãy nhận thưởng thành viên mới của bạn.</p>');

    const [enB, tyB] = await Promise.all([allAnnouncements('en'), allAnnouncements('ty')]);
    expect([...tyB.keys()]).toEqual([...enB.keys()]);
    expect(enB.get(1)).toMatchObject({ title: 'Demo Club notice #1' });
    expect(tyB.get(1)).toMatchObject({ title: 'Thông báo Demo Club #1', date: enB.get(1)!.date });
    // the markup is kept, the words are Vietnamese
    expect(tyB.get(1)!.content).toBe(
      '<p>Kính gửi quý người chơi, đây là thông báo số <strong>1</strong> của Demo Club.</p><ul><li>Có hiệu lực từ ngày 1</li></ul>',
    );
    for (const a of tyB.values()) expect(a.title, `announcement ${a.id}`).not.toBe(enB.get(a.id)!.title);

    const [enP, tyP] = await Promise.all([
      inLang<PromotionDetail>('/wps/promotion/detail?id=1', 'en'),
      inLang<PromotionDetail>('/wps/promotion/detail?id=1', 'ty'),
    ]);
    expect(enP).toMatchObject({ title: 'Welcome Bonus', summary: 'New members get 100,000 VND on their first deposit.' });
    expect(tyP).toMatchObject({
      title: 'Thưởng chào mừng',
      summary: 'Thành viên mới nhận 100.000 VND cho lần nạp đầu tiên.',
      bonus: enP.bonus,
      phase: enP.phase,
    });
    expect(tyP.paragraphs).toHaveLength(enP.paragraphs.length);
    for (const p of tyP.paragraphs) expect(p).toMatch(VIETNAMESE);
    const [enList, tyList] = await Promise.all([inLang<PromotionList>('/wps/promotion/list', 'en'), inLang<PromotionList>('/wps/promotion/list', 'ty')]);
    expect(tyList.list.map((p) => p.id)).toEqual(enList.list.map((p) => p.id));
    for (const [i, p] of tyList.list.entries()) {
      expect(p.title).not.toBe(enList.list[i]!.title);
      expect(`${p.title} ${p.summary}`).toMatch(VIETNAMESE);
    }

    const [enBanners, tyBanners] = await Promise.all([
      inLang<Banner[]>('/wps/banners?groupName=w_home', 'en'),
      inLang<Banner[]>('/wps/banners?groupName=w_home', 'ty'),
    ]);
    expect(enBanners[0]).toMatchObject({ bannerId: 1, title: 'Slots Week', url: '/img/banner/1.svg' });
    expect(tyBanners[0]).toMatchObject({ bannerId: 1, title: 'Tuần lễ Slot', url: '/img/banner/1.svg?lang=ty' });
    // the banner image is drawn with the title of its language
    expect(await (await fetch(GATEWAY_URL + tyBanners[0]!.url)).text()).toContain('Tuần lễ Slot');
    expect(await (await fetch(GATEWAY_URL + enBanners[0]!.url)).text()).toContain('Slots Week');

    const [enItems, tyItems] = await Promise.all([inLang<PointItem[]>('/wps/points/items', 'en'), inLang<PointItem[]>('/wps/points/items', 'ty')]);
    expect(enItems[0]!.name).toBe('10,000 VND bonus');
    expect(tyItems[0]).toMatchObject({ id: enItems[0]!.id, name: 'Thưởng 10.000 VND', points: enItems[0]!.points });
  });

  it('answers Chinese, Thai and Indonesian too, and help topics in each', async () => {
    const [cn, th, id] = await Promise.all(['cn', 'th', 'id'].map((l) => inLang<PromotionDetail>('/wps/promotion/detail?id=2', l)));
    expect(cn!.title).toBe('串关加码');
    expect(cn!.paragraphs.join('')).toMatch(CHINESE);
    expect(th!.title).toBe('เพิ่มรางวัลบอลสเต็ป');
    expect(th!.summary).toMatch(THAI);
    expect(id!.title).toBe('Bonus Parlay');
    expect(id!.summary).toBe('Daftar dan dapatkan 50.000 VND saat parlay 4+ pertandingan Anda diselesaikan.');
    const help = await inLang<{ title: string }[]>('/wps/system/helpCenter', 'th');
    expect(help.map((t) => t.title)).toContain('กฎการถอนเงิน');
  });

  it('an unknown language, an empty one and none at all read the base text', async () => {
    const en = await inLang<Notices>('/wps/notice', 'en');
    expect(await inLang<Notices>('/wps/notice', 'fr')).toEqual(en);
    expect(await inLang<Notices>('/wps/notice', 'xx-YY')).toEqual(en);
    expect(await inLang<Notices>('/wps/notice', null)).toEqual(en);
    const bare = await fetch(`${GATEWAY_URL}/wps/promotion/detail?id=1`, { headers: { 'X-Merchant-Code': 'DEMO' } });
    expect(((await bare.json()) as { value: PromotionDetail }).value.title).toBe('Welcome Bonus');
    // an image asked in an unknown language is drawn in the base language
    expect(await (await fetch(`${GATEWAY_URL}/img/banner/1.svg?lang=zz`)).text()).toContain('Slots Week');
    // language codes are case-insensitive
    expect((await inLang<Notices>('/wps/notice', 'TY')).player[0]).toMatch(VIETNAMESE);
  });

  it('keeps the hostile announcements hostile in every language (only the words are translated)', async () => {
    for (const lang of ['en', 'ty', 'vi', 'cn', 'th', 'id']) {
      const list = [...(await allAnnouncements(lang)).values()];
      const sanitiser = list.find((a) => a.id === 14)!;
      expect(sanitiser.content, lang).toContain('<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">');
      const security = list.find((a) => a.content.includes('window.__pwned'))!;
      expect(security.content, lang).toContain(
        `<script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = 'onerror'"><a href="javascript:window.__pwned='link'">`,
      );
      if (lang !== 'en') expect(security.title, lang).not.toBe('Security notice');
    }
  });
});

describe('an item without a translation', () => {
  // Lucky Star's announcement 104: no other test reads it in another language
  const KEY = { kind: 'announcement', key: '104' };
  let saved: { language: string; field: string; text: string }[] = [];

  afterAll(async () => {
    for (const t of saved) await admin('PUT', '/content/translations', { ...KEY, ...t });
  });

  it('reads its base text, field by field, while the others stay translated; TY falls back to VI first', async () => {
    const listed = await admin<{ language: string; field: string; text: string }[]>('GET', `/content/translations?kind=announcement&key=104`);
    saved = listed.body.value;
    expect(
      saved
        .filter((t) => t.language === 'ty')
        .map((t) => t.field)
        .sort(),
    ).toEqual(['content', 'title']);
    const en = (await allAnnouncements('en', 'DEMO2')).get(104)!;
    const vi = (await allAnnouncements('vi', 'DEMO2')).get(104)!;
    expect(en.title).toBe('Lucky Star notice #4');
    expect(vi.title).toBe('Thông báo Lucky Star #4');

    // TY's own wording removed: TY reads the Vietnamese one
    expect((await admin<{ deleted: number }>('DELETE', '/content/translations', { ...KEY, language: 'ty' })).body.value.deleted).toBe(2);
    expect((await allAnnouncements('ty', 'DEMO2')).get(104)).toEqual(vi);

    // the Vietnamese content removed too: the title stays Vietnamese, the content is the base text
    await admin('DELETE', '/content/translations', { ...KEY, language: 'vi', field: 'content' });
    const half = (await allAnnouncements('ty', 'DEMO2')).get(104)!;
    expect(half).toEqual({ ...en, title: vi.title });

    // nothing left in Vietnamese: TY reads the base text, the neighbours stay translated
    await admin('DELETE', '/content/translations', { ...KEY, language: 'vi' });
    const ty = await allAnnouncements('ty', 'DEMO2');
    expect(ty.get(104)).toEqual(en);
    expect(ty.get(103)!.title).toBe('Thông báo Lucky Star #3');

    // an operator writing it again is read at once
    await admin('PUT', '/content/translations', { ...KEY, language: 'ty', field: 'title', text: 'Lucky Star: tin mới #4' });
    expect((await allAnnouncements('ty', 'DEMO2')).get(104)!.title).toBe('Lucky Star: tin mới #4');
    expect((await allAnnouncements('vi', 'DEMO2')).get(104)!.title).toBe('Lucky Star notice #4');
    await admin('DELETE', '/content/translations', { ...KEY, language: 'ty' });
  });

  it('the back office refuses without the operator token and refuses unknown kinds and languages', async () => {
    expect((await admin('GET', '/content/translations?kind=announcement&key=104', undefined, null)).status).toBe(401);
    expect((await admin('PUT', '/content/translations', { kind: 'games', key: '1', language: 'vi', field: 'name', text: 'x' })).status).toBe(400);
    expect((await admin('PUT', '/content/translations', { kind: 'banner', key: '1', language: 'en', field: 'title', text: 'x' })).status).toBe(400);
  });
});

describe("the gateway's own service pages", () => {
  it('customer service points to them in the asked language; they answer in it', async () => {
    const DEMO_KEY = 'LOFtIA0Fh7Kn2K1WeV24dXF-rxYF30YqJdvYGedgJS4';
    const ty = await inLang<{ csType: string; path: string }[]>('/wps/system/customerService', 'ty');
    const live = await decryptCsPath(DEMO_KEY, 'DEMO', ty.find((e) => e.csType === 'livechat')!.path);
    expect(live).toBe(`${GATEWAY_URL}/service/livechat?merchant=DEMO&lang=ty`);
    expect(await (await fetch(live!)).text()).toContain('Hỗ trợ trực tuyến · Demo Club');
    expect(await (await fetch(`${GATEWAY_URL}/service/vip?merchant=DEMO&lang=cn`)).text()).toContain('VIP 服务 · Demo Club');
    const en = await inLang<{ csType: string; path: string }[]>('/wps/system/customerService', 'en');
    expect(await decryptCsPath(DEMO_KEY, 'DEMO', en.find((e) => e.csType === 'livechat')!.path)).toBe(`${GATEWAY_URL}/service/livechat?merchant=DEMO`);
  });

  it('greets in the language of the chat ticket (TY as Vietnamese), English for an unknown one', async () => {
    const m = await makeMember();
    const ip = freshIp();
    const token = (await login<{ token: string }>(byPassword(m.username, m.password), { ip })).body.value.token;
    const room = async (language: string) => {
      const res = await call<{ chatUrl: string }>('POST', '/wps/relay/chat/url', { b2c: true, title: 'Chat', language, headerColor: '#262743' }, { ip, token });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return (await fetch(res.body.value.chatUrl)).text();
    };
    const ty = await room('ty');
    expect(ty).toContain('<html lang="vi"');
    expect(ty).toContain('Chào mừng bạn đến phòng trò chuyện!');
    expect(ty).not.toContain('Welcome to the chat room!');
    const th = await room('th');
    expect(th).toContain('<html lang="th"');
    expect(th).toContain('ยินดีต้อนรับสู่ห้องแชท!');
    expect(await room('cn')).toContain('<html lang="zh-CN"');
    expect(await room('xx')).toContain('Welcome to the chat room!');
  });
});

// ---------------------------------------------------------------- winners board

async function vendor<T>(path: string, body: unknown, token?: string) {
  const res = await fetch(`${GATEWAY_URL}/vendor/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: string; value: T };
}

/** A new member plays slot rounds through the vendor stand-in until one wins; answers that round. */
/** DEMO's seeded winners (0009_content.sql), newest first. */
const DEMO_SEEDED = ['ng***an', 'tr***92', 'le***vy', 'ph***m7', 'ho***ng', 'da***88', 'vu***kh', 'bu***tu'];

async function playUntilWin(gameId: string, vassalage: string) {
  const m = await makeMember({ opening: 5_000_000 });
  const ip = freshIp();
  const session = await login<{ token: string }>(byPassword(m.username, m.password), { ip });
  const token = session.body.value.token;
  const launched = await call<{ game_url: string }>(
    'POST',
    '/wps/game/launchGame',
    { platform: 'html5-desktop', clientType: 3, language: 'en', gameId, vassalage },
    { ip, token },
  );
  expect(launched.body.success, JSON.stringify(launched.body)).toBe(true);
  const ticket = new URL(launched.body.value.game_url).searchParams.get('ticket');
  const opened = await vendor<{ token: string; game: { minBet: number } }>('session', { ticket });
  expect(opened.success).toBe(true);
  for (let i = 0; i < 60; i++) {
    const commit = await vendor<{ roundId: string }>('commit', {}, opened.value.token);
    const round = await vendor<{ roundId: string; bet: number; win: number }>(
      'play',
      { roundId: commit.value.roundId, clientSeed: `seed-${i}`, bet: opened.value.game.minBet },
      opened.value.token,
    );
    expect(round.success, JSON.stringify(round)).toBe(true);
    if (round.value.win > 0) return { username: m.username, win: round.value.win };
  }
  throw new Error('no winning round in 60');
}

const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

describe('home winners board', () => {
  it('shows a round just won, as the game centre does, before the seeded rows', async () => {
    const won = await playUntilWin('PG_002', 'PG');
    const board = await inLang<Winner[]>('/wps/winnerBoard?count=50', 'en');
    const mine = board.find((w) => w.player === mask(won.username) && w.amount === won.win);
    expect(mine, JSON.stringify(board.slice(0, 5))).toMatchObject({ vassalage: 'PG' });
    expect(mine!.player).toContain('***');
    expect(mine!.wonAt).toBeGreaterThan(Date.now() - 5 * 60_000);
    // the game centre lists the same win under the same masked name and game
    const centre = await inLang<Winners>('/lgw/games/winners', 'en');
    expect(centre.latest.some((w) => w.player === mine!.player && w.win === mine!.amount && w.gameName === mine!.gameName)).toBe(true);

    // real rounds first (newest first), then the seeded rows (newest first); ids never repeat
    const firstSeeded = board.findIndex((w) => w.id < 0);
    const real = firstSeeded === -1 ? board : board.slice(0, firstSeeded);
    const seeded = firstSeeded === -1 ? [] : board.slice(firstSeeded);
    expect(real).toContain(mine);
    expect(seeded.every((w) => w.id < 0)).toBe(true);
    for (const list of [real, seeded]) expect(list.map((w) => w.wonAt)).toEqual([...list.map((w) => w.wonAt)].sort((a, b) => b - a));
    expect(new Set(board.map((w) => w.id)).size).toBe(board.length);
    // the seeded rows top the board up to the 50 asked for, newest first: all of DEMO's eight
    // (gateway/db/migrations/0009_content.sql) while there are few real wins, fewer or none once
    // the run's other tests have won more; exact whichever it is
    expect(seeded.map((w) => w.player)).toEqual(DEMO_SEEDED.slice(0, Math.max(0, 50 - real.length)));
    expect(seeded.slice(0, 1)).toEqual(real.length < 50 ? [expect.objectContaining({ player: 'ng***an', gameName: 'Fortune Tiger', amount: 12500000 })] : []);
    expect(board.length).toBeLessThanOrEqual(50);
  });

  it('tops up with the seeded rows while there are too few real wins, and never shows more than asked', async () => {
    // Lucky Star has no rounds: its seeded board as it is
    const lucky = await inLang<Winner[]>('/wps/winnerBoard?count=10', 'en', 'DEMO2');
    expect(lucky.map((w) => w.player)).toEqual(['lu***01', 'st***ar']);
    const one = await inLang<Winner[]>('/wps/winnerBoard?count=1', 'en');
    expect(one).toHaveLength(1);
    expect(one[0]!.id).toBeGreaterThan(0); // a real round exists by now (the test above)
  });
});
