// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { isNetworkFailure, retryNetworkFailures, retryWait, SIGN_IN_PATIENCE_MS } from './network-retry';

const offline = () => Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
const wrongPassword = () => Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sign-in through network failures', () => {
  it('knows a network failure from an answer', () => {
    expect(isNetworkFailure(offline())).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    expect(isNetworkFailure(new ApiError(0, null, 'offline', 'network'))).toBe(true);
    expect(isNetworkFailure(wrongPassword())).toBe(false);
    expect(isNetworkFailure(new ApiError(401, null, 'no'))).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }))).toBe(false);
  });

  it('tries again after each drop, with short waits, until it gets through', async () => {
    const attempt = vi.fn<() => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('signed in');
    const onRetry = vi.fn();
    const result = retryNetworkFailures(attempt, { onRetry });
    await vi.advanceTimersByTimeAsync(retryWait(0) + retryWait(1) + retryWait(2));
    await expect(result).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3, 10].map(retryWait)).toEqual([500, 1000, 2000, 2000, 2000]);
  });

  it('tries again at once when the browser is back online', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValue('signed in');
    const result = retryNetworkFailures(attempt);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('never tries a wrong password again', async () => {
    const attempt = vi.fn(() => Promise.reject(wrongPassword()));
    await expect(retryNetworkFailures(attempt)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('gives up with the network failure after about 30 s', async () => {
    const attempt = vi.fn(() => Promise.reject(offline()));
    const result = retryNetworkFailures(attempt);
    const settled = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(SIGN_IN_PATIENCE_MS + 2_000);
    expect(await settled).toMatchObject({ code: 'auth/network-request-failed' });
    // 0.5 + 1 + 2 × 14 s of waits: 16 attempts within the 30 s.
    expect(attempt.mock.calls.length).toBeGreaterThanOrEqual(15);
    expect(attempt.mock.calls.length).toBeLessThanOrEqual(17);
  });

  it('stops when the page is left', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(() => Promise.reject(offline()));
    const result = retryNetworkFailures(attempt, { signal: controller.signal });
    const settled = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await settled).toMatchObject({ code: 'auth/network-request-failed' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
