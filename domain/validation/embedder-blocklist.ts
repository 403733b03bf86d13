import * as v from 'valibot';
import { formObject } from './primitives.ts';

export const EMBEDDER_ID_MESSAGE = 'Embedder id must be a positive number';
export const BLOCKLIST_MESSAGES = {
  duplicate: 'Each embedder may be listed only once',
  unknown: 'No such embedder',
} as const;

/** An embedder named by its positive number (the embedderId of /embedder/{embedderId} paths). */
export const embedderIdSchema = v.pipe(
  v.number(EMBEDDER_ID_MESSAGE),
  v.integer(EMBEDDER_ID_MESSAGE),
  v.minValue(1, EMBEDDER_ID_MESSAGE),
);

/** A lender's embedder blocklist as the console saves it: the blocked embedders, each once. */
export const embedderBlocklistSchema = formObject(
  {
    embedderIds: v.pipe(
      v.array(embedderIdSchema, EMBEDDER_ID_MESSAGE),
      v.maxLength(1000),
      v.check((ids) => new Set(ids).size === ids.length, BLOCKLIST_MESSAGES.duplicate),
    ),
  },
  { embedderIds: 'Blocked embedders' },
);
export type EmbedderBlocklistInput = v.InferInput<typeof embedderBlocklistSchema>;
