import * as v from 'valibot';
import { WorkflowDefinition } from '../domain/workflow/definition.ts';
import { endpoint } from './endpoint.ts';

/**
 * The named workflow lookup of 001 §4. Public: a definition holds routes and rule names, nothing about anyone, and
 * the public /further pages need it before sign-in.
 */
export const getWorkflow = endpoint({
  method: 'GET',
  path: '/workflows/:name',
  summary: 'A workflow definition by name (the client falls back to its default when this fails)',
  tags: ['workflow'],
  access: 'public',
  params: v.object({ name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Unknown workflow')) }),
  response: WorkflowDefinition,
});
