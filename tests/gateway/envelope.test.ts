import { describe, expect, it } from 'vitest';
import type { RegisterSettings, Whitelabel } from '@shared/api';
import { GATEWAY_URL, get } from './client';

describe('gateway envelope and merchant', () => {
  it('wraps answers in a success envelope', async () => {
    const { status, body } = await get<Whitelabel>('/wps/system/whitelabel');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: '0', message: '' });
    expect(body.value.brandName).toBe('Demo Club');
  });

  it.each([
    ['missing', null],
    ['unknown', 'NOPE'],
  ])('answers 400 INVALID_DOMAIN for a %s merchant', async (_, merchant) => {
    const { status, body } = await get('/wps/system/status', merchant);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'INVALID_DOMAIN', message: expect.any(String), value: null });
  });

  it('answers 404 NOT_FOUND for an unknown path', async () => {
    const { status, body } = await get('/wps/nothing/here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
  });

  it('differs per brand', async () => {
    const demo = (await get<Whitelabel>('/wps/system/whitelabel', 'DEMO')).body.value;
    const demo2 = (await get<Whitelabel>('/wps/system/whitelabel', 'DEMO2')).body.value;
    const flag = (w: Whitelabel, modId: string) => w.modules.flatMap((m) => m.childrenNodes).find((n) => n.modId === modId)?.enabled;
    expect(demo2.brandName).toBe('Lucky Star');
    expect(flag(demo, 'FREEPLAY')).toBe(true);
    expect(flag(demo2, 'FREEPLAY')).toBe(false);
    expect(flag(demo2, 'DIRECTREG3')).toBe(true);
    expect(demo.loginGuard).toBe(false);
    expect(demo.currency).toBe('VND');
  });

  it('lists its own origin as image and launch CDNs and serves the app files', async () => {
    const { imageCDNs, launchGameCDNs, resources } = (await get<Whitelabel>('/wps/system/whitelabel')).body.value;
    expect(imageCDNs).toContain(new URL(GATEWAY_URL).origin);
    expect(launchGameCDNs).toEqual(imageCDNs);
    const android = resources.find((r) => r.resourceType === 'Android')!;
    expect(android.url.startsWith(imageCDNs[0]!)).toBe(true);
    expect((await fetch(android.url)).status).toBe(200);
  });

  it('serves registration rules per field', async () => {
    const { fields } = (await get<RegisterSettings>('/wps/system/setting/register')).body.value;
    expect(fields.username).toMatchObject({ enabled: true, required: true, patternId: 'letter_first' });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['password', 'confirmPassword', 'mobileNum', 'email', 'captcha', 'verificationCode']));
  });
});
