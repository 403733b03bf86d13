import * as v from 'valibot';
import { embedderBlocklistSchema } from '../domain/validation/embedder-blocklist.ts';
import { endpoint } from './endpoint.ts';
import { generalSetup } from './general-setup.ts';

/** Every embedder, with whether this lender blocks it: the screen shows one switch per embedder. */
export const BlocklistEntry = v.object({ embedderId: v.number(), name: v.string(), blocked: v.boolean() });
export type BlocklistEntry = v.InferOutput<typeof BlocklistEntry>;
export const EmbedderBlocklist = v.object({ embedders: v.array(BlocklistEntry) });
export type EmbedderBlocklist = v.InferOutput<typeof EmbedderBlocklist>;

const AUDIT = { category: 'LENDER', entity: 'EMBEDDER_BLOCKLIST', action: 'EMBEDDER_BLOCKLIST_UPDATED' } as const;

const blocklist = generalSetup.within('/embedders/blocklist');
export const getEmbedderBlocklist = blocklist({
  method: 'GET',
  summary: 'Every embedder, and whether this lender blocks it (its offers are not shown on that embedder’s site)',
  response: EmbedderBlocklist,
});

export const updateEmbedderBlocklist = blocklist({
  method: 'PUT',
  summary: 'Replace the blocklist: the embedders (by embedderId) this lender blocks',
  audit: AUDIT,
  body: embedderBlocklistSchema,
  response: EmbedderBlocklist,
});

/** An admin names the embedder it asks for; an embedder user's own session does (a foreign one is refused). */
export const EmbedderLendersQuery = v.object({
  embedderId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'Embedder id must be a positive number'),
      v.transform(Number),
      v.minValue(1, 'Embedder id must be a positive number'),
    ),
  ),
});
export const EMBEDDER_ID_REQUIRED = 'embedderId is required: name the embedder whose lenders to list';

export const EmbedderLender = v.object({ fiId: v.number(), name: v.string() });
export type EmbedderLender = v.InferOutput<typeof EmbedderLender>;

/**
 * 000 §7 "GET /embedder/fi": the lenders whose offers an embedder may show, i.e. those that do not block it. Not
 * /fi/{fiId}-scoped: the embedder comes from the session (an admin names it with ?embedderId=).
 */
export const listEmbedderLenders = endpoint({
  method: 'GET',
  path: '/embedder/fi',
  summary: 'The lenders that do not block the embedder (embedder users: their own; admins: ?embedderId=)',
  tags: ['embedder'],
  access: ['embedder', 'super'],
  query: EmbedderLendersQuery,
  response: v.object({ lenders: v.array(EmbedderLender) }),
});
