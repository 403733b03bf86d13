import type { ErrorCode } from '../domain/error-codes.ts';
import { ERROR_CODES, GENERIC_ERROR_CODES } from '../domain/error-codes.ts';

export interface ApiIssue {
  path?: string | undefined;
  message: string;
}

const KNOWN_CODES: ReadonlySet<string> = new Set([...ERROR_CODES, ...GENERIC_ERROR_CODES]);

/**
 * A failed call as a value: the `{ code, message, issues? }` body of 000 §8 plus the HTTP status.
 * Non-JSON answers keep their text as the message; a code the contract does not know reads as INTERNAL_ERROR.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: readonly ApiIssue[];
  /** The raw answer body (parsed JSON or text), for callers that need more than code and message. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    issues?: readonly ApiIssue[];
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.body = init.body;
  }
}

/** The status and message 000 §8 gives a network failure. */
export const SERVICE_UNAVAILABLE = { status: 503, message: 'Service is unavailable' } as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

function readIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    return [{ path: typeof path === 'string' ? path : undefined, message }];
  });
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  return 'INTERNAL_ERROR';
}

/** Build the ApiError for a non-2xx answer from its parsed JSON body or its text. */
export function apiErrorFromBody(status: number, body: unknown, statusText = ''): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { code, message, issues } = body as { code?: unknown; message?: unknown; issues?: unknown };
    return new ApiError({
      status,
      code: isErrorCode(code) ? code : fallbackCode(status),
      message: typeof message === 'string' ? message : statusText || `HTTP ${status}`,
      issues: readIssues(issues),
      body,
    });
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError({ status, code: fallbackCode(status), message: text || statusText || `HTTP ${status}`, body });
}
