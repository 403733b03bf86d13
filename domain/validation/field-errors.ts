import * as v from 'valibot';

/**
 * Messages by dotted field path ('terms.0.minimum'); '' holds form-level messages. Empty when the input is valid.
 * Forms and the server's `issues` both use this shape.
 */
export const fieldErrors = (schema: v.GenericSchema, input: unknown): Record<string, string[]> => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  const errors: Record<string, string[]> = {};
  if (flat.root) errors[''] = [...flat.root];
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    if (messages) errors[path] = [...messages];
  }
  return errors;
};
