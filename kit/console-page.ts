import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../api/client.ts';
import type { Session, Tenant } from '../api/session.ts';
import type { RequiredPermission } from '../domain/permissions.ts';
import type { Words } from './words.ts';

/**
 * The typed console page definition (ARCHITECTURE "kit"): a page is its path, title and permission plus, when it
 * needs them, a search schema, a loader and its component. app/console-routes.tsx turns each into a guarded,
 * lazily loaded route; the component receives everything a screen needs as props.
 */

/** Names of the `$param` segments of a TanStack path: `branches/$fiBranchId/edit` → 'fiBranchId'. */
export type PathParamNames<Path extends string> = Path extends `${string}$${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Path extends `${string}$${infer Name}`
    ? Name
    : never;
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string };

export type PageParams = Readonly<Record<string, string>>;
export type PageSearch = Readonly<Record<string, unknown>>;
/** No search schema: the page keeps no state in its URL. */
export type NoSearch = Readonly<Record<string, never>>;

/** A valibot schema for the page's URL search (TanStack Router takes it as a Standard Schema). */
export type SearchSchema<Search> = v.GenericSchema<unknown, Search>;

/** A partial update merged into the current search, or a function of it; undefined values leave the URL. */
export type SearchUpdate<Search> = Partial<Search> | ((previous: Search) => Search);
export type NavigateSearch<Search> = (update: SearchUpdate<Search>, options?: { readonly replace?: boolean }) => void;

/** The realm's tenant of a console session: `session.tenantId` is the tenant's positive integer id as text. */
export interface TenantIds {
  /** Set for a lender (realm fi) session. */
  readonly fiId: number | undefined;
  /** Set for an embedder session. */
  readonly embedderId: number | undefined;
}

/** What every console page component receives. */
export interface ConsolePageProps<Search = NoSearch, Params = PageParams> extends TenantIds {
  readonly session: Session;
  readonly tenant: Tenant | undefined;
  readonly tenantLoading: boolean;
  /** The API client of the page's realm (the session's bearer token). */
  readonly client: ApiClient;
  readonly params: Params;
  /** The URL search, validated by the page's `validateSearch`. */
  readonly search: Search;
  readonly navigateSearch: NavigateSearch<Search>;
  /** Stores a changed session for the realm (the change-password page clears `passwordChangeRequired`). */
  readonly replaceSession?: ((session: Session) => void) | undefined;
}

/** The props of a page that keeps no search but has path params: `ParamPageProps<{ lenderId: string }>`. */
export type ParamPageProps<Params = PageParams> = ConsolePageProps<NoSearch, Params>;

/** What a page's loader receives: runs before the page shows, e.g. `queryClient.ensureQueryData(…)`. */
export interface ConsolePageLoaderContext<Search = NoSearch, Params = PageParams> extends TenantIds {
  readonly session: Session;
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  readonly params: Params;
  readonly search: Search;
}

/**
 * A page's component or loader as the page table holds them, whatever the page's search and params: each page's
 * own types differ, and a table of them can only be typed with `any` there (like TanStack's AnyRoute). The types
 * are checked where the page is declared (defineConsolePage); the route validates the search with the page's own
 * schema and matches its own path before either runs.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type AnyConsolePageComponent = ComponentType<ConsolePageProps<any, any>>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type AnyConsolePageLoader = (context: ConsolePageLoaderContext<any, any>) => unknown;

/**
 * A page's title: a message of the console's catalogue (issue 32 item 8), or a text already for people. It also
 * names the page's nav link (ui/app-shell's NavItem label), so it has no values.
 */
export type PageTitle = string | MessageDescriptor;

/** A page as the route builder takes it (a feature's page table mixes plain entries and defineConsolePage ones). */
export interface ConsolePage {
  /** TanStack path syntax, relative to the console root (`branches/$fiBranchId/edit`). */
  readonly path: string;
  readonly title: PageTitle;
  readonly permission?: RequiredPermission | undefined;
  readonly validateSearch?: SearchSchema<PageSearch> | undefined;
  readonly loader?: AnyConsolePageLoader | undefined;
  /**
   * The seed's load-failure message of the page ("There was an error getting the branches"): what the route's error
   * component says when the loader fails (the server's own reason beneath it).
   */
  readonly loadFailure?: Words | undefined;
  /** Also raise the load failure as a toast (the seed's report load failures, 002 §8; decision 0643). */
  readonly loadFailureToast?: boolean | undefined;
  /** Absent: the page says plainly that it is not available yet. */
  readonly component?: AnyConsolePageComponent | undefined;
}

export interface ConsolePageDefinition<Path extends string, Search extends PageSearch> {
  readonly path: Path;
  readonly title: PageTitle;
  readonly permission?: RequiredPermission | undefined;
  readonly validateSearch?: SearchSchema<Search> | undefined;
  readonly loader?: ((context: ConsolePageLoaderContext<Search, PathParams<Path>>) => unknown) | undefined;
  readonly loadFailure?: Words | undefined;
  readonly loadFailureToast?: boolean | undefined;
  readonly component?: ComponentType<ConsolePageProps<Search, PathParams<Path>>> | undefined;
}

/**
 * A declared page: the route builder reads its path and search types from here (`PageRoute` in
 * app/console-routes.tsx), so each console route is a typed route of the router.
 */
export interface TypedConsolePage<Path extends string, Search extends PageSearch> extends ConsolePage {
  readonly path: Path;
  /** Type only, never set: the page's validated search. */
  readonly searchType?: Search;
}

/**
 * Declares a page with its params typed from its path and its search typed from `validateSearch`, so loader and
 * component are checked against both.
 */
export function defineConsolePage<const Path extends string, Search extends PageSearch = NoSearch>(
  page: ConsolePageDefinition<Path, Search>,
): TypedConsolePage<Path, Search> {
  return page;
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** fiId / embedderId of a console session, parsed from its tenantId (undefined for admins or a malformed id). */
export function tenantIdsOf(session: Pick<Session, 'realm' | 'tenantId'>): TenantIds {
  const id = session.tenantId && POSITIVE_INTEGER.test(session.tenantId) ? Number(session.tenantId) : undefined;
  return {
    fiId: session.realm === 'fi' ? id : undefined,
    embedderId: session.realm === 'embedder' ? id : undefined,
  };
}

/** The next search after an update: merged, functions applied, and undefined entries dropped (clean URLs). */
export function applySearchUpdate<Search extends PageSearch>(previous: Search, update: SearchUpdate<Search>): Search {
  const next = typeof update === 'function' ? update(previous) : { ...previous, ...update };
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) as Search;
}
