import * as v from 'valibot';
import { expect } from 'vitest';

/**
 * A call's answer of the expected status, its body read with the endpoint's own schema: the test then asserts on what
 * a console client would have accepted, and a body the schema refuses fails here rather than in a later assertion.
 */
export async function answeredAs<Schema extends v.GenericSchema>(
  schema: Schema,
  response: Response,
  status = 200,
): Promise<v.InferOutput<Schema>> {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}
