import { describe, expect, it } from 'vitest';
import { gameCenterParams } from '@client/features/games/game-center-params';

describe('gameCenterParams', () => {
  it('reads category and page from the URL, with RNG and page 1 by default', () => {
    expect(gameCenterParams(new URLSearchParams(''))).toEqual({ category: 'RNG', page: 1 });
    expect(gameCenterParams(new URLSearchParams('category=LIVE&page=3'))).toEqual({ category: 'LIVE', page: 3 });
    expect(gameCenterParams(new URLSearchParams('category=INHOUSE'))).toEqual({ category: 'INHOUSE', page: 1 });
  });
  it('ignores an unknown category and a bad page', () => {
    expect(gameCenterParams(new URLSearchParams('category=EVIL&page=-4'))).toEqual({ category: 'RNG', page: 1 });
    expect(gameCenterParams(new URLSearchParams('page=abc'))).toEqual({ category: 'RNG', page: 1 });
    expect(gameCenterParams(new URLSearchParams('page=99999')).page).toBe(1000);
  });
});
