import { describe, expect, it } from 'vitest';
import { edgeClockAhead } from '@worker/upstream/edge-clock';

const req = (value?: string) => new Request('https://x.test/', { headers: value === undefined ? {} : { 'x-edge-clock-ahead-ms': value } });

describe('edgeClockAhead (the status tests move the edge cache clock)', () => {
  it('is honoured in development', () => {
    expect(edgeClockAhead(req('11000'), { ENVIRONMENT: 'development' })).toBe(11_000);
  });

  it('is ignored in production and in any other environment', () => {
    expect(edgeClockAhead(req('11000'), { ENVIRONMENT: 'production' })).toBe(0);
    expect(edgeClockAhead(req('11000'), { ENVIRONMENT: '' })).toBe(0);
  });

  it('is 0 when absent, negative, fractional, not a number or more than a day', () => {
    for (const value of [undefined, '-5', '1.5', 'soon', '86400001', ''])
      expect(edgeClockAhead(req(value), { ENVIRONMENT: 'development' }), String(value)).toBe(0);
  });
});
