import { describe, expect, it } from 'vitest';
import { brandColourVars, contrast, darkenUntilReadable, luminance, readableOn, TEXT_CONTRAST } from '@shared/colour-contrast';

describe('colour contrast (WCAG 2)', () => {
  it('computes luminance and ratios as WCAG defines them', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1, 6);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // white on the demo brand's gold: the failure axe reported
    expect(contrast('#ffffff', '#d4a017')).toBeCloseTo(2.38, 2);
  });

  it('picks dark text on light brand colours and white on dark ones', () => {
    expect(readableOn('#d4a017')).toBe('#111111');
    expect(readableOn('#262743')).toBe('#ffffff');
    expect(readableOn('#1e88e5')).toBe('#111111');
  });

  it('darkens a brand colour until it reads as text on white, and leaves a readable one alone', () => {
    for (const colour of ['#d4a017', '#1e88e5', '#ffff00', '#ffffff']) {
      expect(contrast(darkenUntilReadable(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(darkenUntilReadable('#262743', '#ffffff')).toBe('#262743');
  });

  it('gives the brand variables', () => {
    const vars = brandColourVars({ primary: '#d4a017', accent: '#262743' });
    expect(vars).toContain('--brand-primary:#d4a017');
    expect(vars).toContain('--brand-on-primary:#111111');
    expect(vars).toContain('--brand-on-accent:#ffffff');
    expect(vars).toMatch(/--brand-primary-text:#[0-9a-f]{6}/);
  });
});
