/**
 * Live sockets die with their session (worker/live/session-sockets.ts): a logout closes the
 * session's sockets at once and its copied cookie opens none afterwards (nor gets the replay of
 * what happened before); a password change closes the other sessions' sockets and keeps the
 * changer's; a session or member holding too many sockets has its oldest closed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@shared/api/live';
import { byPassword, call, freshIp, freshMobile, login, makeMember, outbox } from '../gateway/accounts-client';
import { admin } from '../gateway/client';
import { ORIGIN } from './http';
import { memberEvent, openLive, postWebhook, sessionCookie } from './live-client';

const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A new member of Demo Club, logged in twice from one address: two sessions' tokens. */
async function memberWithTwoSessions() {
  const username = unique('ls');
  await admin('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234' });
  const ip = freshIp();
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await login<{ token: string }>(byPassword(username, 'Start1234'), { ip });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    tokens.push(res.body.value.token);
  }
  return { username, ip, tokens };
}

describe('a live socket and its session', () => {
  it('a logout closes the session’s sockets at once; its copied cookie then opens none and is replayed nothing', async () => {
    const { username, tokens } = await memberWithTwoSessions();
    const cookie = await sessionCookie(username, 'demo', tokens[0]);
    const live = await openLive(cookie);
    const other = await openLive(await sessionCookie(username, 'demo', tokens[1]));
    expect((await postWebhook({ body: memberEvent(username, 'deposit.paid', { orderNo: 'D-before' }) })).status).toBe(202);
    await live.waitFor(1);
    // the member logs out through the portal
    const out = await fetch(`${ORIGIN.demo}/wps/session/logout`, { method: 'DELETE', headers: { cookie, origin: ORIGIN.demo } });
    expect(out.status).toBe(200);
    expect(await live.closed).toMatchObject({ code: LIVE_CLOSE.noSession });
    // a copy of the cookie taken before: the gateway says the session is over, nothing is replayed
    const copied = await openLive(cookie, '?after=0');
    expect(await copied.closed).toEqual({ code: LIVE_CLOSE.noSession, reason: 'not logged in' });
    expect(copied.frames).toEqual([]);
    // the member's other session goes on
    expect(other.ws.readyState).toBe(1);
    other.ws.close();
  });

  it('a password change closes the other sessions’ sockets and keeps the one that changed it', async () => {
    const { username, ip, tokens } = await memberWithTwoSessions();
    const mine = await openLive(await sessionCookie(username, 'demo', tokens[0]));
    const theirs = await openLive(await sessionCookie(username, 'demo', tokens[1]));
    const changed = await call(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Start1234', newPassword: 'Changed5678', confirmNewPassword: 'Changed5678' },
      { ip, token: tokens[0], encrypted: true },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await theirs.closed).code).toBe(LIVE_CLOSE.noSession);
    const frames = await mine.waitFor(1);
    expect(frames[0]).toMatchObject({ kind: 'session.ended' });
    // the gateway's session ids are for the portal alone, never sent to a page
    expect(JSON.stringify(frames)).not.toContain('keep');
    expect(mine.ws.readyState).toBe(1);
    mine.ws.close();
  });

  it('a password set by phone (forgotten password) closes every socket of every session of the member', async () => {
    const ip = freshIp();
    const mobileNum = freshMobile();
    const m = await makeMember({ mobileNum, countryDialingCode: '84' });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) tokens.push((await login<{ token: string }>(byPassword(m.username, m.password), { ip })).body.value.token);
    const tabs = await Promise.all(tokens.map(async (token) => openLive(await sessionCookie(m.username, 'demo', token))));
    expect((await call('POST', '/wps/verification/sms/forgot', { countryDialingCode: '84', mobileNum: `0${mobileNum}` }, { ip })).status).toBe(200);
    const code = (await outbox(`+84${mobileNum}`, 'forgot'))[0]!;
    const reset = await call(
      'POST',
      '/wps/member/password/verification',
      { countryDialingCode: '84', mobileNum, verificationCode: code.code, newPassword: 'Fresh5678' },
      { ip, encrypted: true },
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    for (const tab of tabs) expect((await tab.closed).code).toBe(LIVE_CLOSE.noSession);
  });

  it('a session keeps at most 5 sockets: a sixth closes the oldest', async () => {
    const cookie = await sessionCookie(unique('ls_cap'));
    const sockets = [];
    for (let i = 0; i < 6; i++) sockets.push(await openLive(cookie));
    expect((await sockets[0]!.closed).code).toBe(LIVE_CLOSE.replaced);
    for (const s of sockets.slice(1)) expect(s.ws.readyState).toBe(1);
    for (const s of sockets.slice(1)) s.ws.close();
  });
});
