import { describe, expect, it } from 'vitest';
import { importWithRetry } from '@client/lib/import-with-retry';

describe('importWithRetry', () => {
  it('a load that fails once is tried again and answers', async () => {
    let calls = 0;
    const load = async () => {
      if (calls++ === 0) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'page' };
    };
    expect(await importWithRetry(load, 2, 1)).toEqual({ default: 'page' });
    expect(calls).toBe(2);
  });

  it('a load that keeps failing is tried 1 + retries times, then fails with its error', async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      throw new TypeError('offline');
    };
    await expect(importWithRetry(load, 2, 1)).rejects.toThrow('offline');
    expect(calls).toBe(3);
  });
});
