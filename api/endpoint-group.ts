import type { PermissionArea } from '../domain/permissions.ts';
import {
  areaRights,
  EmbedderParams,
  embedderEndpoint,
  FiParams,
  fiEndpoint,
  type scopedEndpoints,
} from './console-endpoint.ts';
import {
  EmptyResponse,
  type Endpoint,
  type EndpointAudit,
  type EndpointPermission,
  type Schema,
  type TenantScope,
} from './endpoint.ts';
import { ListQuery, pageOf } from './paged-list.ts';

/** The permissions of a group's reads (GET) and of its changes (every other method), as areaRights gives them. */
export interface GroupRights {
  readonly READ: EndpointPermission;
  readonly WRITE: EndpointPermission;
}

/**
 * What the endpoints of one resource group share (decision 0796): their tags, the path prefix with the schema of
 * its `:params`, and the permission they need — `area` for the usual pair (GET needs the area's `read`, every other
 * method its `write`), `rights` for another pair, or one fixed `permission`.
 */
export interface GroupShared<P extends Schema | undefined> {
  readonly tags: readonly string[];
  readonly path?: string;
  readonly params?: P;
  readonly area?: PermissionArea;
  readonly rights?: GroupRights;
  readonly permission?: EndpointPermission;
}

/** What one endpoint of a group states itself: its path below the group's prefix, and the group's defaults it overrides. */
export type OwnDefinition<
  TParams extends Schema | undefined,
  TQuery extends Schema | undefined,
  TBody extends Schema | undefined,
  TResponse extends Schema,
> = Omit<Endpoint<TParams, TQuery, TBody, TResponse>, 'access' | 'scope' | 'tags' | 'path'> & {
  readonly path?: string;
};

export interface EndpointGroup<S extends TenantScope, P extends Schema | undefined> {
  /** One endpoint of the group: the group's tags, prefix, params and permission with what it states itself. */
  <
    TParams extends Schema | undefined = P,
    TQuery extends Schema | undefined = undefined,
    TBody extends Schema | undefined = undefined,
    TResponse extends Schema = Schema,
  >(
    own: OwnDefinition<TParams, TQuery, TBody, TResponse>,
  ): Endpoint<TParams, TQuery, TBody, TResponse> & { readonly scope: S };
  /** A sub-resource: the prefix extended by `path`; `params` (its own `:param` added) when the path adds one. */
  within<Q extends Schema | undefined = P>(path: string, params?: Q): EndpointGroup<S, Q>;
}

type ScopedDeclaration<S extends TenantScope> = ReturnType<typeof scopedEndpoints<S>>;

/**
 * A group of console endpoints declared with fiEndpoint, adminEndpoint or embedderEndpoint (which set who may call
 * them and their scope); the endpoints it makes are the very objects those helpers make from every field.
 */
export function endpointGroup<S extends TenantScope, P extends Schema | undefined = undefined>(
  declare: ScopedDeclaration<S>,
  shared: GroupShared<P>,
): EndpointGroup<S, P> {
  const { tags, path: prefix = '', params, area, permission } = shared;
  const rights = shared.rights ?? (area && areaRights(area));
  const group = (own: OwnDefinition<Schema | undefined, Schema | undefined, Schema | undefined, Schema>) => {
    const required = own.permission ?? permission ?? (own.method === 'GET' ? rights?.READ : rights?.WRITE);
    // Every console endpoint needs one: the server's scope middleware checks it. Fail at declaration, not at a call.
    if (!required) throw new Error(`${own.method} ${prefix}${own.path ?? ''} declares no permission`);
    const groupParams = own.params ?? params;
    return declare({
      ...own,
      path: `${prefix}${own.path ?? ''}`,
      tags,
      permission: required,
      ...(groupParams && { params: groupParams }),
    });
  };
  const within = (path: string, inner: Schema | undefined = params) =>
    endpointGroup(declare, { ...shared, path: `${prefix}${path}`, ...(inner && { params: inner }) });
  // The implementation works on erased schema types; the interface gives each call its own inferred ones.
  return Object.assign(group, { within }) as EndpointGroup<S, P>;
}

/** A group's shared part when its tenant's path and params are implied: its path is below the tenant's. */
export type TenantGroupShared = Omit<GroupShared<undefined>, 'params'>;

/** A lender's resource group (/fi/{fiId}{path}, 002 §7): fiEndpoint's access and scope, the lender's FiParams. */
export const lenderGroup = (shared: TenantGroupShared) =>
  endpointGroup(fiEndpoint, { ...shared, path: `/fi/:fiId${shared.path ?? ''}`, params: FiParams });

/** An embedder's resource group (/embedders/{embedderId}{path}): embedderEndpoint's access and scope, its params. */
export const embedderGroup = (shared: TenantGroupShared) =>
  endpointGroup(embedderEndpoint, {
    ...shared,
    path: `/embedders/:embedderId${shared.path ?? ''}`,
    params: EmbedderParams,
  });

/** The audit rows of a resource's changes, as auditTrail gives them; each change call needs its own. */
export interface ResourceAudit {
  readonly created?: EndpointAudit;
  readonly updated?: EndpointAudit;
  readonly deleted?: EndpointAudit;
}

/**
 * The usual calls of one console resource, each declared in one line with its summary: the paged list of the
 * collection, one row, create (201), update (PUT, or POST: `save`) and delete (204) of a row. `row` answers each
 * call, `body` is what create and update take, and each change writes its `audit` row. A call with another answer,
 * body or a query names it; one that differs further is declared on its group as any other endpoint. A single
 * document (no collection) passes its group as both.
 */
export function resourceEndpoints<
  SC extends TenantScope,
  SI extends TenantScope,
  P extends Schema | undefined,
  I extends Schema | undefined,
  Row extends Schema,
  Body extends Schema,
>(
  collection: EndpointGroup<SC, P>,
  item: EndpointGroup<SI, I>,
  resource: { row: Row; body: Body; audit: ResourceAudit },
) {
  const { row, body } = resource;
  const audit = (change: keyof ResourceAudit) => {
    const declared = resource.audit[change];
    // Every change is audited (002 §3): a resource without the row fails at declaration, not at its first call.
    if (!declared) throw new Error(`a resource's ${change} call declares no audit row`);
    return declared;
  };
  // A schema the call does not name is the resource's, which the call's type parameter then defaults to.
  const or = <T extends Schema>(given: T | undefined, fallback: Schema) => given ?? (fallback as T);
  const replace = <B extends Schema>(method: 'PUT' | 'POST', summary: string, changes: B | undefined) =>
    item<I, undefined, B, Row>({ method, summary, audit: audit('updated'), body: or(changes, body), response: row });
  return {
    /** The paged list (ListQuery; `format=csv` exports); `listed` when its rows are not the resource's `row`. */
    list: <L extends Schema = Row>(summary: string, listed?: L) =>
      collection<P, typeof ListQuery, undefined, ReturnType<typeof pageOf<L>>>({
        method: 'GET',
        summary,
        query: ListQuery,
        response: pageOf(or(listed, row)),
      }),
    get: <R extends Schema = Row>(summary: string, response?: R) =>
      item<I, undefined, undefined, R>({ method: 'GET', summary, response: or(response, row) }),
    create: <R extends Schema = Row>(summary: string, response?: R) =>
      collection<P, undefined, Body, R>({
        method: 'POST',
        summary,
        audit: audit('created'),
        body,
        response: or(response, row),
        status: 201,
      }),
    update: <B extends Schema = Body>(summary: string, changes?: B) => replace<B>('PUT', summary, changes),
    /** An update by POST, where the contract names a `save` (002 §7). */
    save: <B extends Schema = Body>(summary: string, changes?: B) => replace<B>('POST', summary, changes),
    /** `query` when the removal needs one (a typed confirmation). */
    delete: <Q extends Schema | undefined = undefined>(summary: string, query?: Q) =>
      item<I, Q, undefined, typeof EmptyResponse>({
        method: 'DELETE',
        summary,
        audit: audit('deleted'),
        ...(query && { query }),
        response: EmptyResponse,
        status: 204,
      }),
  };
}
