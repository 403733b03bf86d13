import { DOCUMENT_POLLING } from './catalog/limits.ts';
import { DOCUMENT_PROCESSING_STATUS } from './catalog/statuses.ts';
import type { NamedErrorCode } from './error-codes.ts';

const TIMEOUT: Extract<NamedErrorCode, 'PROCESSING_DOCUMENT_TIMEOUT'> = 'PROCESSING_DOCUMENT_TIMEOUT';

export type PollingDecision =
  | { readonly kind: 'poll'; readonly delayMs: number }
  | { readonly kind: 'done'; readonly status: string }
  | { readonly kind: 'timeout'; readonly code: typeof TIMEOUT };

/**
 * What to do after the `attempt`-th status check (1-based) of document verification (001 §4, §9): 'processing'
 * keeps polling every 5000 ms; any other status ends polling; still processing after 25 attempts times out.
 */
export const documentPollingDecision = (
  status: string,
  attempt: number,
  limits: { readonly maxAttempts: number; readonly intervalMs: number } = DOCUMENT_POLLING,
): PollingDecision => {
  if (status !== DOCUMENT_PROCESSING_STATUS) return { kind: 'done', status };
  if (attempt >= limits.maxAttempts) return { kind: 'timeout', code: TIMEOUT };
  return { kind: 'poll', delayMs: limits.intervalMs };
};
