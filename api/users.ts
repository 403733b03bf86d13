import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** A console user as the admin's user list shows it. */
export const ConsoleUser = v.object({
  id: v.string(),
  realm: v.picklist(['super', 'fi', 'embedder']),
  username: v.string(),
  tenantId: v.optional(v.nullable(v.string())),
  tenantName: v.optional(v.nullable(v.string())),
  roles: v.optional(v.array(v.string())),
  status: v.optional(v.string()),
});
export type ConsoleUser = v.InferOutput<typeof ConsoleUser>;

/**
 * Every lender and embedder user, for the admin's Users page and its "Act as" (pass-through).
 */
export const listConsoleUsers = endpoint({
  method: 'GET',
  path: '/users',
  summary: 'List console users (admin)',
  tags: ['users'],
  access: ['super'],
  response: v.array(ConsoleUser),
});
