import * as v from 'valibot';
import type { Schema } from '../../api/endpoint.ts';
import { ApiError } from './api-error.ts';

/** Validates one part of the request; a failure is a 400 VALIDATION_FAILED listing each issue with its dot path. */
export function validate<S extends Schema>(schema: S, input: unknown, part: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? { path, message: issue.message } : { message: issue.message };
  });
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${part}: ${issues[0]?.message ?? 'invalid input'}`, issues);
}

/** Reads a JSON body without ever letting malformed input become a 500. An empty body counts as `{}`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Malformed JSON in request body', [{ message: 'Malformed JSON' }]);
  }
}
