/** The worker's content routes: customer-service paths opened with the brand key, operator HTML cleaned before the browser. */
import { describe, expect, it } from 'vitest';
import type { Announcement, CustomerServiceEntry, Notices, Paged } from '@shared/api';
import type { HelpTopic } from '@shared/api/content';
import { gateway, GATEWAY_URL, HOSTS, raw } from './http';

const json = <T>(body: string) => (JSON.parse(body) as { value: T }).value;

describe('customer service through the worker', () => {
  it('answers each entry with its decrypted path; the key stays in the worker', async () => {
    const res = await raw('/wps/system/customerService', { host: HOSTS.demo });
    expect(res.status).toBe(200);
    const entries = json<CustomerServiceEntry[]>(res.body);
    // the gateway's own pages open in the page's language (no cookie: TY)
    expect(entries.find((e) => e.type === 3)?.path).toBe(`${GATEWAY_URL}/service/livechat?merchant=DEMO&lang=ty`);
    expect(entries.find((e) => e.csType === 'VIP')?.path).toBe(`${GATEWAY_URL}/service/vip?merchant=DEMO&lang=ty`);
    expect(entries.find((e) => e.csType === 'telegram')?.path).toBe('https://t.me/democlub_support');
    expect(res.body).not.toContain('v1.');
    expect(res.header('cache-control')).toBe('no-store');
  });

  it("opens another brand's entries with that brand's key", async () => {
    const entries = json<CustomerServiceEntry[]>((await raw('/wps/system/customerService', { host: HOSTS.lucky })).body);
    expect(entries.map((e) => e.csType).sort()).toEqual(['livechat', 'telegram']);
    expect(entries.every((e) => e.path.startsWith(GATEWAY_URL) || e.path.startsWith('https://t.me/'))).toBe(true);
  });
});

describe('operator HTML', () => {
  it('reaches the browser without scripts, handlers or javascript: links', async () => {
    const upstream = await gateway<Paged<Announcement>>('/wps/announcements?type=B&pageNo=1&pageSize=9');
    expect(JSON.stringify(upstream)).toMatch(/<script>|onerror=/);
    const res = await raw('/wps/announcements?type=B&pageNo=1&pageSize=9', { host: HOSTS.demo });
    expect(res.status).toBe(200);
    const page = json<Paged<Announcement>>(res.body);
    expect(page.list).toHaveLength(9);
    expect(page.totalPages).toBe(2);
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/<script|onerror|javascript:/i);
    // no lang cookie: the brand's default TY, whose announcements are Vietnamese
    expect(page.list.find((a) => a.title === 'Thông báo bảo mật')?.content).toBe('<p>Hãy giữ mật khẩu của bạn bí mật.</p><img /><a>Xem thêm</a>');
    const en = json<Paged<Announcement>>(
      (await raw('/wps/announcements?type=B&pageNo=1&pageSize=9', { host: HOSTS.demo, headers: { cookie: 'lang=en' } })).body,
    );
    expect(en.list.find((a) => a.title === 'Security notice')?.content).toBe('<p>Keep your password private.</p><img /><a>Read more</a>');
  });

  it('the edge cache keeps one answer per language: TY and EN pages read different notices', async () => {
    // twice each, so the second answer of each language comes from the edge cache
    for (let i = 0; i < 2; i++) {
      const ty = json<Notices>((await raw('/wps/notice', { host: HOSTS.demo })).body);
      const en = json<Notices>((await raw('/wps/notice', { host: HOSTS.demo, headers: { cookie: 'lang=en' } })).body);
      const cn = json<Notices>((await raw('/wps/notice', { host: HOSTS.demo, headers: { cookie: 'lang=cn' } })).body);
      expect(ty.player[0]).toBe('Chào mừng đến với Demo Club! Thành viên mới nhận thưởng 1000VND.');
      expect(en.player[0]).toBe('Welcome to Demo Club! New members get a 1000VND bonus.');
      expect(cn.player[0]).toBe('欢迎来到 Demo Club！新会员可获得 1000VND 奖金。');
      expect(ty.popup[0]!.title).not.toBe(en.popup[0]!.title);
    }
  });

  it('cleans notices and help topics the same way, also in the server-rendered page', async () => {
    const notices = json<Notices>((await raw('/wps/notice', { host: HOSTS.demo })).body);
    expect(notices.popup.length).toBeGreaterThan(0);
    const help = json<HelpTopic[]>((await raw('/wps/system/helpCenter', { host: HOSTS.demo })).body);
    expect(help.length).toBeGreaterThan(0);
    const page = await raw('/help', { host: HOSTS.demo });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Quy định rút tiền');
    expect(page.body).not.toMatch(/onerror=/i);
  });
});
