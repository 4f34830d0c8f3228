/**
 * The gateway's own send limits (defence in depth): SMS codes and e-mails per
 * destination and per caller address, captchas per address, whatever the portal in front
 * of it does. 429 TOO_MANY_REQUESTS with Retry-After and retryAfterSeconds.
 */
import { describe, expect, it } from 'vitest';
import { call, freshIp, freshMobile, makeMember } from './accounts-client';

describe('gateway send limits', () => {
  it('five login codes to one number in ten minutes, then 429 from any address', async () => {
    const mobileNum = freshMobile();
    await makeMember({ mobileNum, countryDialingCode: '84' });
    const send = () => call('POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '84' }, { ip: freshIp() });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.body.value).toEqual({ retryAfterSeconds: wait });
  });

  it('numbers that do not exist count too, per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await call('POST', '/wps/verification/sms/forgot', { mobileNum: freshMobile(), countryDialingCode: '84' }, { ip })).status);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  it('five reset e-mails to one address, then 429', async () => {
    const email = `throttle_${Date.now()}@example.test`;
    const m = await makeMember({ email });
    const send = () => call('POST', '/wps/member/password/email', { username: m.username, email }, { ip: freshIp() });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('sixty captchas a minute per address, then 429; another address still gets one', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call('GET', '/wps/captcha', undefined, { ip })).status);
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
    expect((await call('GET', '/wps/captcha', undefined, { ip: freshIp() })).status).toBe(200);
  });
});
