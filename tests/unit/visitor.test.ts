import { describe, expect, it } from 'vitest';
import { readVisitor } from '@worker/middleware/visitor';

const req = (url: string, headers: Record<string, string>, country = 'VN') => Object.assign(new Request(url, { headers }), { cf: { country } });

describe('readVisitor', () => {
  it('takes the IP from CF-Connecting-IP only, never X-Forwarded-For', () => {
    const r = req('https://x.test/', { 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '6.6.6.6' });
    expect(readVisitor(r, { ENVIRONMENT: 'production' })).toEqual({ ip: '198.51.100.7', country: 'VN' });
  });

  it('ignores simulation headers, query and cookie in production', () => {
    const r = req('https://x.test/?simulateCountry=KP&simulateIp=1.2.3.4', {
      'cf-connecting-ip': '198.51.100.7',
      'x-simulate-country': 'KP',
      'x-simulate-ip': '1.2.3.4',
      cookie: 'dev_geo=KP|1.2.3.4',
    });
    expect(readVisitor(r, { ENVIRONMENT: 'production' })).toEqual({ ip: '198.51.100.7', country: 'VN' });
  });

  it('simulates country and IP in development, by header, query or cookie', () => {
    const base = { 'cf-connecting-ip': '198.51.100.7' };
    expect(
      readVisitor(req('https://x.test/', { ...base, 'x-simulate-country': 'KP', 'x-simulate-ip': '203.0.113.9' }), { ENVIRONMENT: 'development' }),
    ).toEqual({ ip: '203.0.113.9', country: 'KP' });
    expect(readVisitor(req('https://x.test/?simulateCountry=TH', base), { ENVIRONMENT: 'development' }).country).toBe('TH');
    expect(readVisitor(req('https://x.test/', { ...base, cookie: 'a=b; dev_geo=SG|192.0.2.1' }), { ENVIRONMENT: 'development' })).toEqual({
      ip: '192.0.2.1',
      country: 'SG',
    });
  });

  it('rejects malformed simulated values', () => {
    const r = req('https://x.test/', { 'cf-connecting-ip': '198.51.100.7', 'x-simulate-country': 'kp<', 'x-simulate-ip': '<script>' });
    expect(readVisitor(r, { ENVIRONMENT: 'development' })).toEqual({ ip: '198.51.100.7', country: 'VN' });
  });
});
