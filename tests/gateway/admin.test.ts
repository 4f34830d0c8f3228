import { afterEach, describe, expect, it } from 'vitest';
import type { RegisterSettings, SystemStatus } from '@shared/api';
import { admin, GATEWAY_URL, get } from './client';

const status = async (merchant: string, country: string) =>
  (await get<SystemStatus>('/wps/system/status', merchant, { 'X-Client-IP': '203.0.113.7', 'X-Client-Country': country })).body.value;

describe('system status via admin switches', () => {
  afterEach(async () => {
    await admin('POST', '/maintenance', { merchantCode: 'DEMO', on: false });
    await admin('POST', '/region', { merchantCode: 'DEMO', deny: [] });
  });

  it('is 0 and echoes the visitor', async () => {
    expect(await status('DEMO', 'VN')).toEqual({ status: 0, location: { ip: '203.0.113.7', country: 'VN' }, maintenanceUntil: null });
  });

  it('is 1 while the brand is in maintenance', async () => {
    const until = '2030-01-01T00:00:00Z';
    expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO', on: true, until })).status).toBe(200);
    expect(await status('DEMO', 'VN')).toMatchObject({ status: 1, maintenanceUntil: until });
    await admin('POST', '/maintenance', { merchantCode: 'DEMO', on: false });
    expect((await status('DEMO', 'VN')).status).toBe(0);
  });

  it('is 2 for a denied country (seeded KP for DEMO2, set for DEMO)', async () => {
    expect((await status('DEMO2', 'KP')).status).toBe(2);
    expect((await status('DEMO2', 'VN')).status).toBe(0);
    await admin('POST', '/region', { merchantCode: 'DEMO', deny: ['us'] });
    expect((await status('DEMO', 'US')).status).toBe(2);
  });
});

describe('admin endpoints', () => {
  it.each([
    ['POST', '/maintenance', { merchantCode: 'DEMO', on: true }],
    ['POST', '/region', { merchantCode: 'DEMO', deny: ['VN'] }],
    ['POST', '/latency', { ms: 5000 }],
    ['PUT', '/register-settings', { merchantCode: 'DEMO', fields: {} }],
  ])('%s %s needs the admin token', async (method, path, body) => {
    for (const token of [null, 'wrong']) {
      const res = await admin(method, path, body, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, value: null });
    }
    expect((await status('DEMO', 'VN')).status).toBe(0);
  });

  it('answers health without a token', async () => {
    const res = await fetch(`${GATEWAY_URL}/__admin/health`);
    expect(await res.text()).toBe('ok');
  });

  it('rejects a malformed body and an unknown merchant', async () => {
    expect((await admin('POST', '/region', { merchantCode: 'DEMO', deny: 'KP' })).status).toBe(400);
    expect((await admin('POST', '/region', { merchantCode: 'NOPE', deny: [] })).body.code).toBe('INVALID_DOMAIN');
  });

  it('changes registration rules field by field', async () => {
    const path = '/wps/system/setting/register';
    const before = (await get<RegisterSettings>(path, 'DEMO2')).body.value;
    const email = { ...before.fields.email!, required: !before.fields.email!.required };
    try {
      await admin('PUT', '/register-settings', { merchantCode: 'DEMO2', fields: { email } });
      const after = (await get<RegisterSettings>(path, 'DEMO2')).body.value;
      expect(after.fields.email).toEqual(email);
      expect(after.fields.username).toEqual(before.fields.username);
    } finally {
      await admin('PUT', '/register-settings', { merchantCode: 'DEMO2', fields: before.fields });
    }
  });

  it('adds latency to /wps answers until reset', async () => {
    try {
      await admin('POST', '/latency', { ms: 300 });
      const started = Date.now();
      await get('/wps/notice');
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await admin('POST', '/latency', { ms: 0 });
    }
  });
});
