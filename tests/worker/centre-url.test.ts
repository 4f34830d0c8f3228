/**
 * A centre named in the URL (?centre=member/<page>, shared/centre.ts) is rendered by the
 * server for who may have it open, with its chunks preloaded; for anyone else the page
 * renders without it.
 */
import { describe, expect, it } from 'vitest';
import { freshIp, makeMember } from '../gateway/accounts-client';
import { HOSTS, ORIGIN, raw, t } from './http';

async function sidOf(username: string, password: string) {
  const res = await raw('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN.demo, 'x-simulate-ip': freshIp() },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  return /(?:^|, )sid=([^;]+)/.exec(res.header('set-cookie') ?? '')![1]!;
}

/** The centre's modal (a <dialog>) as rendered, up to its page section's end. */
const dialogOf = (body: string) => /<dialog[^>]*>[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';

describe('?centre= on the server', () => {
  it("renders the member centre's named page, its menu in order, and preloads its chunks", async () => {
    const m = await makeMember();
    const sid = await sidOf(m.username, m.password);
    const res = await raw('/?centre=member/messageV2', { headers: { cookie: `sid=${sid}` }, host: HOSTS.demo });
    expect(res.status).toBe(200);
    const dialog = dialogOf(res.body);
    expect(dialog).toContain(t('ty', 'centre.member.title'));
    expect(dialog).toMatch(new RegExp(`id="centre-page-title"[^>]*>${t('ty', 'centre.member.messageV2')}<`));
    expect(dialog).toMatch(new RegExp(`aria-current="page"[^>]*>${t('ty', 'centre.member.messageV2')}</button>`));
    expect(res.body).toMatch(/<link rel="modulepreload" href="\/assets\/member-centre-[^"]+\.js"/);
    // the page's own chunk
    expect(res.body).toMatch(/<link rel="modulepreload" href="\/assets\/messages-[^"]+\.js"/);
    const withdraw = await raw('/?centre=member/withdraw', { headers: { cookie: `sid=${sid}` } });
    expect(withdraw.body).toMatch(/<link rel="modulepreload" href="\/assets\/withdraw-[^"]+\.js"/);
    // the document names the open page, then the centre and the brand (WCAG 2.4.2)
    expect(res.body).toContain(`<title>${t('ty', 'centre.member.messageV2')} · ${t('ty', 'centre.member.title')} · Demo Club</title>`);
    expect(withdraw.body).toContain(`<title>${t('ty', 'centre.member.withdraw')} · ${t('ty', 'centre.member.title')} · Demo Club</title>`);
    expect(withdraw.body).toContain(
      `<meta name="description" content="${t('ty', 'meta.description.centre', { page: t('ty', 'centre.member.withdraw'), centre: t('ty', 'centre.member.title'), brand: 'Demo Club' })}">`,
    );
  });

  it('falls back to the home page for an unknown page id', async () => {
    const m = await makeMember();
    const sid = await sidOf(m.username, m.password);
    const res = await raw('/?centre=member/nope', { headers: { cookie: `sid=${sid}` } });
    expect(dialogOf(res.body)).toMatch(new RegExp(`id="centre-page-title"[^>]*>${t('ty', 'centre.member.securityCenter')}<`));
    expect(res.body).toContain(`<title>${t('ty', 'centre.member.securityCenter')} · ${t('ty', 'centre.member.title')} · Demo Club</title>`);
  });

  it('renders no centre for a visitor, and no agent centre for a member', async () => {
    const visitor = await raw('/?centre=member/withdraw');
    expect(visitor.status).toBe(200);
    expect(dialogOf(visitor.body)).toBe('');
    // and the title is the page's, not a centre's it does not show
    expect(visitor.body).toContain(`<title>${t('ty', 'meta.title.home')} · Demo Club</title>`);
    const m = await makeMember();
    const sid = await sidOf(m.username, m.password);
    const member = await raw('/?centre=agent/agentRegister', { headers: { cookie: `sid=${sid}` } });
    expect(dialogOf(member.body)).toBe('');
  });
});
