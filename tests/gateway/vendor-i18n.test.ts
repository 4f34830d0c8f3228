/**
 * The vendor stand-in pages in the launch's language (docs/product.md 7.2: the launch and the lottery
 * lobby carry the language; the edge worker sends it as the Language header): the slot/dice
 * page, the lottery betting page and its SEA mode read Vietnamese for ty and vi, Chinese for
 * cn, and English for an unknown language, page and script alike.
 */
import { describe, expect, it } from 'vitest';
import type { LaunchGameResult } from '@shared/api/play';
import { GAME_TEXT } from '@gateway/vendor/game-text';
import { LOTTERY_TEXT } from '@gateway/vendor/lottery-text';
import { call } from './accounts-client';
import { newPlayer, type Player } from './players';

const launchGame = (p: Player, language: string, body: Record<string, unknown>) =>
  call<LaunchGameResult>('POST', '/wps/game/launchGame', { platform: 'html5-desktop', clientType: 3, language, ...body }, { ...p, language });

const lotteryLobby = (p: Player, language: string) =>
  call<LaunchGameResult>(
    'POST',
    '/wps/game/lotteryLobby',
    {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'all',
      lottoGameCode: 'TCG_ELOTT_002',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://127.0.0.1/lottery',
      language,
    },
    { ...p, language },
  );

/** The page at game_url and the script it loads. */
async function pageOf(gameUrl: string) {
  const url = new URL(gameUrl);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await res.text();
  const src = /<script src="([^"]+)" defer><\/script>/.exec(html)?.[1];
  expect(src, 'the page loads its script').toBeTruthy();
  const script = await (await fetch(new URL(src!, url))).text();
  return { url, html, script };
}

describe('vendor pages in the launch language', () => {
  it('the slot page of a TY launch is Vietnamese, page and script', async () => {
    const p = await newPlayer();
    const res = await launchGame(p, 'ty', { gameId: 'PG_002', vassalage: 'PG' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { url, html, script } = await pageOf(res.body.value.game_url);
    expect(url.searchParams.get('lang')).toBe('ty');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<h2>Công bằng có thể kiểm chứng</h2>');
    expect(html).toContain('<button id="verify" type="button">Kiểm chứng</button>');
    expect(html).toContain('<label>Mức cược <select id="bet">');
    expect(html).not.toContain('Provably fair');
    expect(html).not.toContain('>Verify<');
    // the script's texts: the spin button, the verify verdicts, the number locale
    expect(script).toContain('"spin":"Quay"');
    expect(script).toContain('Đã kiểm chứng');
    expect(script).toContain('"vi-VN"');
    expect(script).not.toContain('Mismatch');
  });

  it('the dice page of a vi launch is Vietnamese too', async () => {
    const p = await newPlayer();
    const res = await launchGame(p, 'vi', { gameId: 'INHOUSE_001', vassalage: 'INHOUSE' });
    const { html, script } = await pageOf(res.body.value.game_url);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain(GAME_TEXT.vi.seedRevealed);
    expect(script).toContain('"roll":"Gieo"');
  });

  it('a cn launch gives the page in Chinese', async () => {
    const p = await newPlayer();
    const res = await launchGame(p, 'cn', { gameId: 'PG_002', vassalage: 'PG' });
    const { html, script } = await pageOf(res.body.value.game_url);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h2>可验证公平</h2>');
    expect(html).toContain('<label>客户端种子 <input');
    expect(script).toContain('"spin":"旋转"');
  });

  it('an unknown language gives the page in English', async () => {
    const p = await newPlayer();
    const res = await launchGame(p, 'xx', { gameId: 'PG_002', vassalage: 'PG' });
    const { html, script } = await pageOf(res.body.value.game_url);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h2>Provably fair</h2>');
    expect(html).toContain('<button id="verify" type="button">Verify</button>');
    expect(script).toContain('"spin":"Spin"');
    expect(script).toContain('"en-US"');
  });

  it('the lottery betting page of a TY lottery lobby launch is Vietnamese, the rules included', async () => {
    const p = await newPlayer();
    const res = await lotteryLobby(p, 'ty');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { html, script } = await pageOf(res.body.value.game_url);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<button id="place" type="button" disabled>Đặt cược</button>');
    expect(html).toContain('<h2 id="slip-title">Phiếu cược</h2>');
    expect(html).toContain('<option value="BIGSMALL">Tài / Xỉu</option>');
    expect(html).not.toContain('Place bet');
    expect(html).not.toContain('My bets');
    expect(script).toContain('Số cuối: chọn một chữ số');
    expect(script).toContain('Trả 9,5 lần tiền cược');
    expect(script).toContain(JSON.stringify(LOTTERY_TEXT.vi.secondsLeft));
    expect(script).not.toContain('s left');
  });

  it('the SEA entry (launchGame of a lottery game) keeps the language, cn in Chinese and unknown in English', async () => {
    const p = await newPlayer();
    const sea = (language: string) => launchGame(p, language, { gameId: 'TCG_SEA_001', vassalage: 'TCG_SEA', launchMode: 'SEA' });
    const cn = await pageOf((await sea('cn')).body.value.game_url);
    expect(cn.url.searchParams.get('mode')).toBe('SEA');
    expect(cn.html).toContain('<html lang="zh-CN">');
    expect(cn.html).toContain('>确认投注</button>');
    expect(cn.script).toContain('"seaMode":"SEA 彩票"');
    const ty = await pageOf((await sea('ty')).body.value.game_url);
    expect(ty.script).toContain('"seaMode":"Xổ số SEA"');
    const en = await pageOf((await sea('zz')).body.value.game_url);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('>Place bet</button>');
    expect(en.script).toContain('"seaMode":"SEA lottery"');
  });
});
