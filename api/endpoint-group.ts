import type { PermissionArea } from '../domain/permissions.ts';
import { areaRights, type scopedEndpoints } from './console-endpoint.ts';
import type { Endpoint, EndpointPermission, Schema, TenantScope } from './endpoint.ts';

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
