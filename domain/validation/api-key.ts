import * as v from 'valibot';
import { invalidMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

/** An API key's editable fields (002 §3 "API key: name, enabled"); the key value itself is made by the server. */
export const apiKeySchema = formObject({
  name: v.pipe(nonBlank('Name'), v.trim(), v.maxLength(80, invalidMessage('Name'))),
  enabled: v.boolean(invalidMessage('Enabled')),
});
export type ApiKeyInput = v.InferInput<typeof apiKeySchema>;
export type ApiKeyFields = v.InferOutput<typeof apiKeySchema>;
