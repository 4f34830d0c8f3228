import { describe, expect, it } from 'vitest';
import { pageQuery } from '@worker/ssr/page-query';

const q = (search: string) => pageQuery(new URL(`https://demo.example/rng${search}`));

describe('the query part of a page-cache key', () => {
  it('is empty without a query, and sorted with the parameters pages read', () => {
    expect(q('')).toBe('');
    expect(q('?vendor=PG&category=slot')).toBe('?category=slot&vendor=PG');
    expect(q('?centre=member/transactionHistory')).toBe('?centre=member%2FtransactionHistory');
  });

  it('leaves tracking parameters out of the key', () => {
    expect(q('?utm_source=zalo&utm_medium=cpc&fbclid=x1&gclid=y2')).toBe('');
    expect(q('?vendor=PG&utm_campaign=tet')).toBe('?vendor=PG');
  });

  it('is null (render, never keep) for an unknown parameter, free text or a long value', () => {
    expect(q('?zz=1')).toBeNull();
    expect(q('?q=lucky')).toBeNull();
    expect(q('?vendor=a%20b')).toBeNull();
    expect(q(`?vendor=${'x'.repeat(65)}`)).toBeNull();
    expect(q(`?vendor=${'x'.repeat(64)}`)).toBe(`?vendor=${'x'.repeat(64)}`);
  });

  it('is null for more than six parameters, which no page has', () => {
    expect(q('?id=1&tab=2&page=3&type=4&vendor=5&category=6')).not.toBeNull();
    expect(q('?id=1&tab=2&page=3&type=4&vendor=5&category=6&hot=7')).toBeNull();
  });
});
