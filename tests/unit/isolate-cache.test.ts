import { describe, expect, it } from 'vitest';
import { IsolateCache } from '@worker/upstream/isolate-cache';

describe("the isolate's memory cache in front of the Cache API", () => {
  it('gives a value back until it expires, then never again', () => {
    const cache = new IsolateCache<string>(10, 1000);
    cache.set('a', 'A', 1, 2000);
    expect(cache.get('a', 1999)).toBe('A');
    expect(cache.get('a', 2000)).toBeUndefined();
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new IsolateCache<string>(2, 1000);
    cache.set('a', 'A', 1, Number.POSITIVE_INFINITY);
    cache.set('b', 'B', 1, Number.POSITIVE_INFINITY);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 1, Number.POSITIVE_INFINITY);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keeps at most maxBytes, and never a value larger than that', () => {
    const cache = new IsolateCache<string>(100, 10);
    cache.set('a', 'A', 4, Number.POSITIVE_INFINITY);
    cache.set('b', 'B', 4, Number.POSITIVE_INFINITY);
    cache.set('c', 'C', 4, Number.POSITIVE_INFINITY);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
    cache.set('huge', 'H', 11, Number.POSITIVE_INFINITY);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
    // replacing an entry counts its new size only
    cache.set('b', 'B2', 2, Number.POSITIVE_INFINITY);
    expect(cache.totalBytes).toBe(6);
    expect(cache.get('b')).toBe('B2');
  });
});
