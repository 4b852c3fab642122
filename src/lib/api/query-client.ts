// TanStack Query defaults for slow, flaky mobile networks.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Retry network failures, 5xx, 408 and 429; never other 4xx or a response that broke the contract. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    if (error.kind === 'contract') return false;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) {
      return error.status === 408 || error.status === 429;
    }
  }
  return true;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        retry: shouldRetry,
        retryDelay,
        // Let requests reach the service worker even when the browser says it is offline.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
