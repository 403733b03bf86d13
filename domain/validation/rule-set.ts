import type * as v from 'valibot';
import { formObject, nonBlank } from './primitives.ts';

/** Rule set name and description are required and not only spaces (002 §5); the rules themselves live elsewhere. */
export const ruleSetSchema = formObject(
  { name: nonBlank('Rule set name'), description: nonBlank('Rule set description') },
  { name: 'Rule set name', description: 'Rule set description' },
);
export type RuleSet = v.InferOutput<typeof ruleSetSchema>;
