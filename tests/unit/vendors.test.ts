import { describe, expect, it } from 'vitest';
import type { SortingVendorGroup, Vendor } from '@shared/api';
import { DEFAULT_ESPORTS_VENDORS } from '@shared/constants';
import { displayVendorCode, separateEsports, uniqueVendors, vendorsOf } from '@shared/vendors';

const v = (code: string): Vendor => ({ vassalage: code, name: code, icon: { COLOR: '', WHITE: '' } });

describe('vendors', () => {
  it('moves e-sports vendors from SPORTS to ESPORTS', () => {
    const groups: SortingVendorGroup[] = [{ gameCategory: 'SPORTS', vendors: [v('BTI'), v('IMES'), v('TF')] }];
    const out = separateEsports(groups, DEFAULT_ESPORTS_VENDORS);
    expect(vendorsOf(out, 'SPORTS').map((x) => x.vassalage)).toEqual(['BTI']);
    expect(vendorsOf(out, 'ESPORTS').map((x) => x.vassalage)).toEqual(['IMES', 'TF']);
  });

  it('does not duplicate a vendor already under ESPORTS', () => {
    const groups: SortingVendorGroup[] = [
      { gameCategory: 'SPORTS', vendors: [v('AV')] },
      { gameCategory: 'ESPORTS', vendors: [v('AV'), v('IA')] },
    ];
    expect(vendorsOf(separateEsports(groups, ['AV']), 'ESPORTS').map((x) => x.vassalage)).toEqual(['AV', 'IA']);
  });

  it('lists each vendor once for the footer', () => {
    const groups: SortingVendorGroup[] = [
      { gameCategory: 'RNG', vendors: [v('CQ9'), v('PG')] },
      { gameCategory: 'FISH', vendors: [v('CQ9')] },
    ];
    expect(uniqueVendors(groups).map((x) => x.vassalage)).toEqual(['CQ9', 'PG']);
  });

  it('blanks TCG codes and renames BTI when TY is supported', () => {
    expect(displayVendorCode('TCG_SEA', true)).toBe('');
    expect(displayVendorCode('BTI', true)).toBe('123BET');
    expect(displayVendorCode('PG', true)).toBe('PG');
    expect(displayVendorCode('TCG_SEA', false)).toBe('TCG_SEA');
    expect(displayVendorCode('BTI', false)).toBe('BTI');
  });
});
