import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SECONDS, pageFreshUntil } from '@worker/ssr/page-freshness';

const now = 1_000_000;
const read = (pathname: string, freshInSeconds: number | null) => ({ pathname, freshUntil: freshInSeconds === null ? null : now + freshInSeconds * 1000 });

describe('how long a visitor page may be served from the page cache', () => {
  it('is the shortest freshness of the data it was made of', () => {
    expect(pageFreshUntil([read('/wps/system/whitelabel', 50), read('/lgw/lottery/numbers', 12), read('/wps/banners', 40)], now)).toBe(now + 12_000);
  });

  it('never longer than the cap', () => {
    expect(pageFreshUntil([read('/wps/system/whitelabel', 3600)], now)).toBe(now + MAX_PAGE_SECONDS * 1000);
    expect(pageFreshUntil([], now)).toBe(now + MAX_PAGE_SECONDS * 1000);
  });

  it('is not kept when any read was personal, visitor-specific or failed', () => {
    expect(pageFreshUntil([read('/wps/system/whitelabel', 50), read('/wps/member/info', null)], now)).toBeNull();
  });

  it('is not kept when the render itself read the status (it carries the visitor location)', () => {
    expect(pageFreshUntil([read('/wps/system/whitelabel', 50), read('/wps/system/status', null)], now)).toBeNull();
  });

  it('is not kept when its data is stale already or about to be', () => {
    expect(pageFreshUntil([read('/wps/banners', -5)], now)).toBeNull();
    expect(pageFreshUntil([read('/wps/banners', 0.5)], now)).toBeNull();
  });
});
