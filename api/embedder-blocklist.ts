import * as v from 'valibot';
import { embedderBlocklistSchema } from '../domain/validation/embedder-blocklist.ts';
import { FiParams, fiEndpoint, GENERAL_SETUP_READ, GENERAL_SETUP_WRITE } from './console-endpoint.ts';
import { endpoint } from './endpoint.ts';

/** Every embedder, with whether this lender blocks it: the screen shows one switch per embedder. */
export const BlocklistEntry = v.object({ embedderId: v.number(), name: v.string(), blocked: v.boolean() });
export type BlocklistEntry = v.InferOutput<typeof BlocklistEntry>;
export const EmbedderBlocklist = v.object({ embedders: v.array(BlocklistEntry) });
export type EmbedderBlocklist = v.InferOutput<typeof EmbedderBlocklist>;

const AUDIT = { category: 'LENDER', entity: 'EMBEDDER_BLOCKLIST', action: 'EMBEDDER_BLOCKLIST_UPDATED' } as const;

export const getEmbedderBlocklist = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/embedders/blocklist',
  summary: 'Every embedder, and whether this lender blocks it (its offers are not shown on that embedder’s site)',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_READ,
  params: FiParams,
  response: EmbedderBlocklist,
});

export const updateEmbedderBlocklist = fiEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/embedders/blocklist',
  summary: 'Replace the blocklist: the embedders (by embedderId) this lender blocks',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_WRITE,
  audit: AUDIT,
  params: FiParams,
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
