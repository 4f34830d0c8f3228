/** The content calls of migration 0009: sealed customer-service paths, help centre, winners, unread messages, chat. */
import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry, LoginResult } from '@shared/api';
import type { ChatMessageState, ChatUrl, HelpTopic, Winner } from '@shared/api/content';
import { decryptCsPath } from '@shared/cs-path-crypto';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { GATEWAY_URL, get } from './client';

const DEMO_KEY = 'LOFtIA0Fh7Kn2K1WeV24dXF-rxYF30YqJdvYGedgJS4';

async function tokenOf(username: string, password: string, ip: string): Promise<string> {
  const res = await login<LoginResult>(byPassword(username, password), { ip });
  if (!res.body.success) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
  return res.body.value.token;
}

describe('customer service', () => {
  it('seals every path with the merchant key: only the holder of the key reads it', async () => {
    const res = await get<CustomerServiceEntry[]>('/wps/system/customerService');
    expect(res.status).toBe(200);
    const byType = new Map(res.body.value.map((e) => [e.csType, e]));
    expect([...byType.keys()].sort()).toEqual(['VIP', 'livechat', 'telegram', 'whatsapp']);
    for (const entry of res.body.value) expect(entry.path).toMatch(/^v1\./);
    expect(await decryptCsPath(DEMO_KEY, 'DEMO', byType.get('livechat')!.path)).toBe(`${GATEWAY_URL}/service/livechat?merchant=DEMO`);
    expect(await decryptCsPath(DEMO_KEY, 'DEMO', byType.get('VIP')!.path)).toBe(`${GATEWAY_URL}/service/vip?merchant=DEMO`);
    expect(await decryptCsPath(DEMO_KEY, 'DEMO2', byType.get('livechat')!.path)).toBeNull();
    expect(byType.get('livechat')!.type).toBe(3);
    // the whitelabel carries the same sealed entries
    const wl = await get<{ customerService: CustomerServiceEntry[] }>('/wps/system/whitelabel');
    expect(wl.body.value.customerService.every((e) => e.path.startsWith('v1.'))).toBe(true);
  });

  it('serves the live-chat and VIP pages it points to', async () => {
    const live = await fetch(`${GATEWAY_URL}/service/livechat?merchant=DEMO`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Live chat · Demo Club');
    const vip = await fetch(`${GATEWAY_URL}/service/vip?merchant=DEMO&lang=vi`);
    expect(await vip.text()).toContain('Dịch vụ VIP · Demo Club');
    expect((await fetch(`${GATEWAY_URL}/service/vip?merchant=NOPE`)).status).toBe(404);
  });
});

describe('help centre and winners', () => {
  it('answers help topics in the asked language, TY as Vietnamese, English when none', async () => {
    const en = await get<HelpTopic[]>('/wps/system/helpCenter');
    expect(en.body.value.map((t) => t.title)).toContain('Withdrawal rules');
    const ty = await get<HelpTopic[]>('/wps/system/helpCenter', 'DEMO', { Language: 'ty' });
    expect(ty.body.value.map((t) => t.title)).toContain('Quy định rút tiền');
    const th = await get<HelpTopic[]>('/wps/system/helpCenter', 'DEMO', { Language: 'th' });
    expect(th.body.value.map((t) => t.title)).toContain('กฎการถอนเงิน');
    const unknown = await get<HelpTopic[]>('/wps/system/helpCenter', 'DEMO', { Language: 'fr' });
    expect(unknown.body.value).toEqual(en.body.value);
  });

  it('lists the latest wins of the merchant, newest first, at most count', async () => {
    const res = await get<Winner[]>('/wps/winnerBoard?count=3');
    expect(res.body.value).toHaveLength(3);
    expect(res.body.value[0]!.wonAt).toBeGreaterThanOrEqual(res.body.value[1]!.wonAt);
    // real rounds (other tests play some) come first; the seeded rows top the board up, newest first
    const board = (await get<Winner[]>('/wps/winnerBoard?count=50')).body.value;
    const real = board.filter((w) => w.id > 0);
    const seeded = board.slice(real.length);
    expect(seeded.every((w) => w.id < 0)).toBe(true);
    expect(seeded).toHaveLength(Math.min(8, 50 - real.length));
    const SEEDED = ['ng***an', 'tr***92', 'le***vy', 'ph***m7', 'ho***ng', 'da***88', 'vu***kh', 'bu***tu'];
    expect(seeded.map((w) => w.player)).toEqual(SEEDED.slice(0, seeded.length));
    const lucky = await get<Winner[]>('/wps/winnerBoard', 'DEMO2');
    expect(lucky.body.value.map((w) => w.player)).toEqual(['lu***01', 'st***ar']);
  });
});

describe('messages and chat (token)', () => {
  it('refuses without a session', async () => {
    const ip = freshIp();
    expect((await call('GET', '/wps/relay/message/unread', undefined, { ip })).status).toBe(401);
    expect((await call('POST', '/wps/relay/chat/url', { b2c: true, title: 'x', language: 'en', headerColor: '#262743' }, { ip })).status).toBe(401);
    expect((await call('GET', '/wps/relay/chat/message', undefined, { ip })).status).toBe(401);
  });

  it('counts unread platform messages per member', async () => {
    // demo_member logs in from 127.0.0.1 as everywhere else: a first login from another
    // address would make that address its only known one (and 127.0.0.1 need a second step)
    const ip = '127.0.0.1';
    const seeded = await call<number>('GET', '/wps/relay/message/unread', undefined, { ip, token: await tokenOf('demo_member', 'Demo1234', ip) });
    expect(seeded.body.value).toBe(2);
    const m = await makeMember();
    const other = freshIp();
    const fresh = await call<number>('GET', '/wps/relay/message/unread', undefined, { ip: other, token: await tokenOf(m.username, m.password, other) });
    expect(fresh.body.value).toBe(0);
  });

  it('hands out a one-time chat URL; the room is read once opened; bad requests are refused', async () => {
    const ip = freshIp();
    const m = await makeMember();
    const token = await tokenOf(m.username, m.password, ip);
    expect((await call<ChatMessageState>('GET', '/wps/relay/chat/message', undefined, { ip, token })).body.value.unReadCount).toBe(2);
    const bad = await call('POST', '/wps/relay/chat/url', { b2c: true, title: 'Chat', language: 'en', headerColor: 'red;}body{' }, { ip, token });
    expect(bad.status).toBe(400);
    const res = await call<ChatUrl>(
      'POST',
      '/wps/relay/chat/url',
      { b2c: true, title: 'Chat <b>room</b>', language: 'en', headerColor: '#262743' },
      { ip, token },
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.value.chatUrl);
    expect(url.origin).toBe(GATEWAY_URL);
    expect(url.searchParams.get('ticket')).not.toContain(token);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Chat &lt;b&gt;room&lt;/b&gt;');
    expect(html).toContain('background:#262743');
    expect(html).toContain('chat:logout');
    expect((await fetch(url)).status).toBe(410);
    expect((await call<ChatMessageState>('GET', '/wps/relay/chat/message', undefined, { ip, token })).body.value.unReadCount).toBe(0);
  });
});
