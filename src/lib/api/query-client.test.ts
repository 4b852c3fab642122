import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries client errors except 408 and 429', () => {
    expect(shouldRetry(0, new ApiError(400, null, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, null, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, null, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(408, null, ''))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, null, ''))).toBe(true);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetry(0, new ApiError(503, null, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, null, '', 'network'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, null, ''))).toBe(false);
  });

  it('does not retry a response that broke the contract', () => {
    expect(shouldRetry(0, new ApiError(200, null, '', 'contract'))).toBe(false);
  });

  it('backs off, capped at 10 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(10)).toBe(10_000);
  });
});
