import { QueryClient } from '@tanstack/react-query';
import { PageClock } from './page-clock.ts';

/** 002 §9: data fetch de-duplication 2 seconds and error retry 5 seconds. */
export const DEDUPE_INTERVAL_MS = 2000;
export const ERROR_RETRY_INTERVAL_MS = 5000;
const MAX_RETRIES = 2;

function isClientError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Retries only failures that may pass on a second try: a 4xx answer will answer the same again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** The page clock the app's router drives (app/main.tsx); a test may pass its own. */
export function createQueryClient(clock: PageClock = new PageClock(DEDUPE_INTERVAL_MS)): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A query fetched within the last 2 s is served from cache instead of being fetched again.
        staleTime: DEDUPE_INTERVAL_MS,
        // …except data this page's own loader fetched, however long its navigation took (app/page-clock.ts).
        refetchOnMount: clock.refetchOnMount,
        retry: shouldRetry,
        retryDelay: ERROR_RETRY_INTERVAL_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
