import { ApiError, type ApiIssue } from '../api/client-error.ts';
import { pathSegments } from './form-schema.ts';
import { serverIssuesMessages as m } from './messages/server-issues.ts';
import type { Words } from './words.ts';

/** A failed submit as the form shows it: messages on fields, the rest in one alert above the form. */
export interface SubmitFailure {
  /** First message per form field name ('terms[0].minimum'). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /**
   * The alert: the error's message (the server's words, or our generic one from the catalogue) plus the issues no
   * field on screen can show. Null when every issue landed.
   */
  readonly formError: { readonly message: Words; readonly details: readonly string[] } | null;
}

/**
 * A server path ('terms.0.minimum', as the 400 VALIDATION_FAILED issues and valibot's flatten write it) as the form
 * names the field ('terms[0].minimum'): a segment is an index only where the value at that point is an array.
 */
export function fieldNameOf(path: string, values: unknown): string {
  let name = '';
  let current: unknown = values;
  for (const segment of pathSegments(path)) {
    name += Array.isArray(current) && /^\d+$/.test(segment) ? `[${segment}]` : name ? `.${segment}` : segment;
    current =
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return name;
}

/**
 * Places what a rejected submit carried. An ApiError's issues go to the fields `canShow` accepts (a mounted field,
 * or a row of a mounted list); the rest, and any other error, become the form-level alert. Anything that is not an
 * ApiError is a fault of ours: the user sees the seed's generic text, not the exception.
 */
export function placeSubmitFailure(
  error: unknown,
  values: unknown,
  canShow: (fieldName: string) => boolean,
): SubmitFailure {
  if (!(error instanceof ApiError)) {
    return { fieldErrors: {}, formError: { message: GENERIC_FAILURE, details: [] } };
  }
  const fieldErrors: Record<string, string> = {};
  const unplaced: ApiIssue[] = [];
  for (const issue of error.issues) {
    const name = issue.path ? fieldNameOf(issue.path, values) : '';
    if (name && canShow(name)) fieldErrors[name] ??= issue.message;
    else unplaced.push(issue);
  }
  const placedAll = error.issues.length > 0 && unplaced.length === 0;
  const details = unplaced.map((issue) => issue.message).filter((message) => message !== error.message);
  return { fieldErrors, formError: placedAll ? null : { message: error.message, details } };
}

/** The seed's general console error (002 §5 "General: … Oops! Something went wrong") for a failure of ours. */
export const GENERIC_FAILURE = m.genericFailure;
