import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { Endpoint, Schema } from '../../api/endpoint.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import { requireAccess } from './access.ts';
import type { AppContext, AppEnv } from './context.ts';
import { readJsonBody, validate } from './validation.ts';

type Out<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends Schema
    ? v.InferOutput<Exclude<T, undefined>>
    : undefined;
type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

export interface HandlerInput<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  auth: SessionClaims | null;
  c: AppContext;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<v.InferInput<E['response']> | Response>;

interface PicklistLike {
  type: string;
  options?: readonly unknown[];
}

/**
 * Hono path for an endpoint: a param whose schema is a picklist becomes a regex-constrained segment, so
 * `/:realm/:tenantId` does not swallow `/auth/...` or unknown paths (which stay 404, not 400).
 */
export function honoPath(endpoint: AnyEndpoint): string {
  const entries = (endpoint.params as { entries?: Record<string, PicklistLike> } | undefined)?.entries ?? {};
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (segment, name: string) => {
    const schema = entries[name];
    if (schema?.type === 'picklist' && schema.options?.every((option) => typeof option === 'string')) {
      return `:${name}{${(schema.options as string[]).map((option) => option.replace(/[^A-Za-z0-9_-]/g, '')).join('|')}}`;
    }
    return segment;
  });
}

/**
 * Wires one api/ endpoint: method, path, access and validation all come from its definition, so the server, the
 * client and the OpenAPI document cannot drift apart.
 */
export function route<E extends AnyEndpoint>(app: Hono<AppEnv>, endpoint: E, handler: EndpointHandler<E>): void {
  app.on(endpoint.method, honoPath(endpoint), requireAccess(endpoint.access), async (c) => {
    const params = endpoint.params ? validate(endpoint.params, c.req.param(), 'path parameters') : undefined;
    const query = endpoint.query ? validate(endpoint.query, c.req.query(), 'query') : undefined;
    const body = endpoint.body ? validate(endpoint.body, await readJsonBody(c.req.raw), 'body') : undefined;
    const result = await handler({
      params: params as Out<E['params']>,
      query: query as Out<E['query']>,
      body: body as Out<E['body']>,
      auth: c.get('auth'),
      c,
    });
    if (result instanceof Response) return result;
    if (endpoint.status === 204) return c.body(null, 204);
    return c.json(result as object, (endpoint.status ?? 200) as ContentfulStatusCode);
  });
}
