import { MARKETPLACE_WORKFLOWS } from '../../../domain/workflow/marketplace-definitions.ts';
import { isRedeemPath } from '../redeem/redeem-paths.ts';

/**
 * The marketplace paths of 001 §2, relative to /consumer or /further, in TanStack's `$param` spelling: every page
 * the built-in workflow definitions index, so each page the router can show has a route to show it on.
 */
export const MARKETPLACE_PATHS: readonly string[] = [
  ...new Set(
    Object.values(MARKETPLACE_WORKFLOWS).flatMap((workflow) =>
      workflow.index.map((page) => page.path.replace(/:/g, '$')),
    ),
  ),
];

/**
 * Whether a path (without the prefix) belongs to the marketplace the router statechart drives; the redeem journey's
 * pages belong to its own statechart, which takes over at the redemption page.
 */
export const isMarketplacePath = (path: string): boolean =>
  /^\/(marketplace|offers|error)(\/|$)/.test(path) && !isRedeemPath(path);
