import { describe, expect, it } from 'vitest';
import { PAGINATION } from '@shared/constants';
import { ELLIPSIS, pageWindow } from '@shared/pagination';

const w = (current: number, total: number) => pageWindow(current, total, PAGINATION.pageRange, PAGINATION.marginPages);

describe('pageWindow (docs/product.md 9: pageRange 3, marginPages 1)', () => {
  it('is empty with no pages and lists a single page', () => {
    expect(w(1, 0)).toEqual([]);
    expect(w(1, 1)).toEqual([1]);
  });

  it('lists every page when they all fit', () => {
    expect(w(1, 3)).toEqual([1, 2, 3]);
    expect(w(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one margin page each side and three around the current page', () => {
    expect(w(10, 20)).toEqual([1, ELLIPSIS, 9, 10, 11, ELLIPSIS, 20]);
  });

  it('keeps three pages in the window at the edges', () => {
    expect(w(1, 20)).toEqual([1, 2, 3, ELLIPSIS, 20]);
    expect(w(20, 20)).toEqual([1, ELLIPSIS, 18, 19, 20]);
  });

  it('shows a lone hidden page instead of an ellipsis for it', () => {
    expect(w(4, 20)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(w(17, 20)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page out of range', () => {
    expect(w(0, 20)).toEqual(w(1, 20));
    expect(w(99, 20)).toEqual(w(20, 20));
  });

  it('honours other ranges and margins', () => {
    expect(pageWindow(10, 20, 5, 2)).toEqual([1, 2, ELLIPSIS, 8, 9, 10, 11, 12, ELLIPSIS, 19, 20]);
    expect(pageWindow(10, 20, 4, 0)).toEqual([ELLIPSIS, 9, 10, 11, 12, ELLIPSIS]);
  });
});
