import { describe, expect, it } from 'vitest';
import { clockText, durationAttr } from '@client/features/member-centre/components/session-clock';

// HTML's valid duration string (the <time dateTime> of the session clock): PnDTnHnMnS, at least one part
const DURATION = /^PT(?:\d+H)?(?:\d+M)?(?:\d+S)?$/;

describe('the session clock', () => {
  it('gives <time> a duration HTML accepts beside the h:mm:ss it shows', () => {
    expect(durationAttr(35_000)).toBe('PT35S');
    expect(durationAttr(0)).toBe('PT0S');
    expect(durationAttr(-5)).toBe('PT0S');
    expect(durationAttr(60_000)).toBe('PT1M');
    expect(durationAttr(3_600_000)).toBe('PT1H');
    expect(durationAttr((3600 + 2 * 60 + 5) * 1000 + 999)).toBe('PT1H2M5S');
    expect(clockText((3600 + 2 * 60 + 5) * 1000)).toBe('1:02:05');
    for (let s = 0; s < 8000; s += 37) {
      const attr = durationAttr(s * 1000);
      expect(attr).toMatch(DURATION);
      expect(attr).not.toBe('PT');
    }
  });
});
