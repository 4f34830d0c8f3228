/**
 * Registration through the worker: the browser sends plain JSON to its own origin, the
 * worker forwards it as JWE (the gateway refuses anything else), keeps the answer's token
 * in the sid cookie and never shows it; both register paths share the registration rate
 * limit; cross-site registration is refused.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../gateway/client';
import { freshUsername, registerSmsCode, solvedBotCheck } from '../gateway/register-client';
import { freshMobile } from '../gateway/accounts-client';
import { awayFromWindowEdge, ORIGIN, raw } from './http';

// an address per run, so reruns against the same servers start with a fresh rate-limit window
const ipBase = `198.51.${100 + Math.floor(Math.random() * 50)}`;
const ipOf = (n: number) => `${ipBase}.${n}`;

const put = (path: string, body: unknown, ip: string, origin: string = ORIGIN.demo) =>
  raw(path, { method: 'PUT', headers: { 'content-type': 'application/json', origin, 'x-simulate-ip': ip }, body: JSON.stringify(body) });

async function captchaThroughPortal(ip: string): Promise<string> {
  await raw('/wps/captcha', { headers: { 'x-simulate-ip': ip } });
  return (await admin<{ answer: string }>('GET', `/captcha?ip=${encodeURIComponent(ip)}`)).body.value.answer;
}

describe('registration through the worker', () => {
  it('registers without exposing the token and starts the session cookie', async () => {
    const ip = ipOf(10);
    const mobileNum = freshMobile();
    const body = {
      username: freshUsername(),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum,
      countryDialingCode: '84',
      verificationCode: await registerSmsCode(mobileNum, ip),
      captcha: await captchaThroughPortal(ip),
      login: true,
      registerMethod: 'WEB',
      botCheck: await solvedBotCheck(ip),
      confirmAge: true,
      birthday: '1990-05-15',
    };
    const res = await put('/wps/member/register', body, ip);
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/token/i);
    expect(JSON.parse(res.body).value).toMatchObject({ userName: body.username, accountGenerated: false });
    const cookie = res.header('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    const sid = /^sid=([^;]+)/.exec(cookie)![1];
    const info = await raw('/wps/member/info', { headers: { cookie: `sid=${sid}`, 'x-simulate-ip': ip } });
    expect(JSON.parse(info.body).value.account).toBe(body.username);
  });

  it('refuses a cross-site registration before it reaches the upstream', async () => {
    const res = await put('/wps/member/register', { username: 'crosssite1' }, ipOf(11), 'http://evil.example');
    expect(res.status).toBe(403);
    expect(res.header('set-cookie')).toBeUndefined();
  });

  it('rate-limits both register paths together per address with the docs/product.md 8 code', async () => {
    const ip = ipOf(12);
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 6; i++) {
      const path = i % 2 === 0 ? '/wps/member/register' : '/wps/member/register/mobile';
      // no bot check: the gateway refuses each, but every try counts at the edge
      statuses.push((await put(path, { username: `limit${i}` }, ip)).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
    const limited = await put('/wps/member/register/mobile', {}, ip);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body).code).toBe('RATE_LIMITED');
  });
});
