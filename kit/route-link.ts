import type { LinkOptions, PathParamOptions, RegisteredRouter, SearchParamOptions } from '@tanstack/react-router';
// Type only: router-core is the package react-router re-exports its types from (same version); it alone names
// the tree's full paths.
import type { RoutePaths } from '@tanstack/router-core';

type Router = RegisteredRouter;
/** Every full path of the registered route tree (app/router.tsx), literal or template (`/consumer/${string}`). */
export type RoutePath = RoutePaths<Router['routeTree']>;

/**
 * A link to one route of the registered router, with the params that route needs: the one shape a link takes when it
 * is passed around (a helper's result, a kit component's prop, a table of tabs). A union with one member per route,
 * so a plain `string` path, a path no route has and a missing param are each a type error; TanStack's own `LinkProps`
 * accept any `string` (issue 27, docs/decisions/0511-typed-link-helpers.md). Build one with `linkOptions({ to,
 * params })`, which checks it where it is written.
 */
export type RouteLink = {
  [P in RoutePath]: { readonly to: P } & PathParamOptions<Router, string, P> & SearchParamOptions<Router, string, P>;
}[RoutePath];

/**
 * A checked link as `Link`/`navigate` props. The union above is checked where it is made; spread as it is, `Link`
 * would infer its generics from 140-odd members and give up, so the kit spreads it in this widened form.
 */
export const linkProps = (link: RouteLink): LinkOptions => link as LinkOptions;
