import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '@worker/brand-config';
import { effectiveStatus } from '@worker/middleware/gate';

const brand = (regions: BrandConfig['regions']) => ({ regions }) as BrandConfig;
const visitor = { ip: '203.0.113.9', country: 'VN' };
const up = (status: 0 | 1 | 2) => ({ status, location: { ip: visitor.ip, country: 'VN' } });

describe('effectiveStatus', () => {
  it('passes the upstream status through when the brand allows the country', () => {
    expect(effectiveStatus(up(0), brand({}), visitor).status).toBe(0);
    expect(effectiveStatus(up(2), brand({}), visitor).status).toBe(2);
  });
  it('maintenance wins over region rules', () => {
    expect(effectiveStatus(up(1), brand({ deny: ['VN'] }), visitor).status).toBe(1);
  });
  it('applies the brand deny list and the allow list', () => {
    expect(effectiveStatus(up(0), brand({ deny: ['VN'] }), visitor).status).toBe(2);
    expect(effectiveStatus(up(0), brand({ allow: ['TH'] }), visitor).status).toBe(2);
    expect(effectiveStatus(up(0), brand({ allow: ['VN'] }), visitor).status).toBe(0);
    expect(effectiveStatus(up(0), brand({}), visitor).status).toBe(0);
  });
  it('serves the site when the upstream cannot say, still applying brand rules', () => {
    expect(effectiveStatus(undefined, brand({}), visitor)).toEqual({ status: 0, location: visitor });
    expect(effectiveStatus(undefined, brand({ deny: ['VN'] }), visitor).status).toBe(2);
    expect(effectiveStatus(undefined, brand({ statusUnreadable: 'serve' }), visitor).status).toBe(0);
  });
  it("shows the maintenance page when the upstream cannot say and the brand's setting asks for it (regions.statusUnreadable)", () => {
    expect(effectiveStatus(undefined, brand({ statusUnreadable: 'maintenance' }), visitor).status).toBe(1);
    // the brand's own region rule still comes first: a blocked visitor is told so, not told to wait
    expect(effectiveStatus(undefined, brand({ deny: ['VN'], statusUnreadable: 'maintenance' }), visitor).status).toBe(2);
    // a status that was read is the upstream's, whatever the setting
    expect(effectiveStatus(up(0), brand({ statusUnreadable: 'maintenance' }), visitor).status).toBe(0);
  });
});
