import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { retryQuery } from '@client/lib/query-retry';

describe('retryQuery', () => {
  it('a network failure goes again once', () => {
    expect(retryQuery(0, new ApiError('NETWORK'))).toBe(true);
    expect(retryQuery(1, new ApiError('NETWORK'))).toBe(false);
    expect(retryQuery(0, new TypeError('x'))).toBe(true);
  });
  it('a time-out does not: the spinner never outlasts one request time-out', () => {
    expect(retryQuery(0, new ApiError('TIMEOUT'))).toBe(false);
  });
});
