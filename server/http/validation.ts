import * as v from 'valibot';
import type { Schema } from '../../api/endpoint.ts';
import { ApiError } from './api-error.ts';

/** PostgreSQL text cannot hold U+0000: such a string must be refused here, not become a 500 at the database. */
export const NUL_MESSAGE = 'Text cannot contain a NUL (\\u0000) character';

/** Dot paths of every string (value or key) holding U+0000, anywhere in a parsed request part. */
export function nulPaths(input: unknown): string[] {
  // An explicit stack, not recursion: a body nested thousands deep must not overflow the call stack (issue 30 item 8).
  const found: string[] = [];
  const stack: [unknown, string][] = [[input, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value) ? value.map((item, index) => [`${index}`, item]) : Object.entries(value);
      for (const [key, item] of entries.reverse()) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(at);
        else stack.push([item, at]);
      }
    }
  }
  return found;
}

/** The deepest a JSON body may nest: far beyond any endpoint's schema, far below what a recursive walk survives. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The request body nests more than ${MAX_JSON_DEPTH} levels deep`;

/** How deep the arrays and objects of a JSON text nest, counted on the text in one pass (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/** Nothing to look into: no part, or an object without keys (a GET's query and parameters, most of the time). */
function holdsNothing(input: unknown): boolean {
  if (input === undefined) return true;
  if (typeof input !== 'object' || input === null) return false;
  for (const _ in input) return false;
  return true;
}

/** 400 when any string of a request part holds U+0000: PostgreSQL text cannot store it. */
export function refuseNul(parts: Readonly<Record<string, unknown>>): void {
  for (const part in parts) {
    const input = parts[part];
    // Looked at on every call: an empty part costs no walk (issue 31 item 1).
    if (holdsNothing(input)) continue;
    const nul = nulPaths(input);
    if (nul.length === 0) continue;
    const issues = nul.map((path) => (path ? { path, message: NUL_MESSAGE } : { message: NUL_MESSAGE }));
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${part}: ${NUL_MESSAGE}`, issues);
  }
}

/**
 * Validates one part of the request; a failure is a 400 VALIDATION_FAILED listing each issue with its dot path.
 * NUL characters are refused first, whatever the part's schema says.
 */
export function validate<S extends Schema>(schema: S, input: unknown, part: string): v.InferOutput<S> {
  refuseNul({ [part]: input });
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? { path, message: issue.message } : { message: issue.message };
  });
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${part}: ${issues[0]?.message ?? 'invalid input'}`, issues);
}

/** `application/json`, with or without parameters (charset): the only type a JSON endpoint parses. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Send the request body as JSON with Content-Type: application/json';

/**
 * Reads a JSON body without ever letting malformed input become a 500. An empty body counts as `{}`; a body is
 * parsed only when it says it is JSON (415 otherwise), so a form post or a text/plain body from another site is
 * never taken for a call.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type');
  const declaredJson = isJsonContentType(contentType);
  if (contentType && !declaredJson) throw unsupportedMediaType();
  const text = await request.text();
  if (text.trim() === '') return {};
  if (!declaredJson) throw unsupportedMediaType();
  // Refused before parsing: every later walk (NUL check, schema, handler) may then assume a shallow value.
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'VALIDATION_FAILED', JSON_TOO_DEEP_MESSAGE, [{ message: JSON_TOO_DEEP_MESSAGE }]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Malformed JSON in request body', [{ message: 'Malformed JSON' }]);
  }
}

const unsupportedMediaType = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_TYPE_MESSAGE);

/**
 * Refuses (400, one issue per entry at `field.<index>`) the tenant numbers a body lists that name no tenant: `found`
 * holds the rows the numbers were looked up to.
 */
export function refuseUnknownNumbers(
  field: string,
  requested: readonly number[],
  found: readonly { number: number }[],
  message: string,
): void {
  const unknown = requested.flatMap((number, index) =>
    found.some((row) => row.number === number) ? [] : [{ path: `${field}.${index}`, message }],
  );
  if (unknown.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', message, unknown);
}
