import { redemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

type StateNodeLike = { meta?: { route?: unknown }; states: Readonly<Record<string, StateNodeLike>> };

function routesOf(node: StateNodeLike): string[] {
  const own = typeof node.meta?.route === 'string' ? [node.meta.route] : [];
  return [...own, ...Object.values(node.states).flatMap(routesOf)];
}

/** Every route the redemption-steps statechart names: relative to an offer, or absolute under /consumer. */
const MACHINE_ROUTES = [...new Set(routesOf(redemptionStepsMachine.root as unknown as StateNodeLike))];

/** The offer's own journey pages (001 §2 "Under an offer"), e.g. `documentprocessing/failed`. */
export const OFFER_STEPS: readonly string[] = MACHINE_ROUTES.filter((route) => !route.startsWith('/'));

/** Journey pages outside one offer, without the prefix: offers/pending, offers/redirect, offers/redeemed. */
export const JOURNEY_PAGES: readonly string[] = MACHINE_ROUTES.filter((route) =>
  route.startsWith('/consumer/offers/'),
).map((route) => route.slice('/consumer'.length));

/** The redeem journey's paths (without the prefix) in TanStack's `$param` spelling, for the route tree. */
export const REDEEM_PATHS: readonly string[] = [...JOURNEY_PAGES, ...OFFER_STEPS.map((step) => `/offers/$id/${step}`)];

const OFFER_STEP = /^\/offers\/([^/]+)\/(.+)$/;

/** Whether a path (without the prefix) belongs to the redeem journey rather than the marketplace router. */
export function isRedeemPath(path: string): boolean {
  if (JOURNEY_PAGES.includes(path)) return true;
  const match = OFFER_STEP.exec(path);
  return match !== null && OFFER_STEPS.includes(match[2] ?? '');
}

/** The offer and step of a journey path; none for the pages outside an offer. */
export function parseRedeemPath(path: string): { offerId: string; step: string } | null {
  const match = OFFER_STEP.exec(path);
  return match && OFFER_STEPS.includes(match[2] ?? '') ? { offerId: match[1] ?? '', step: match[2] ?? '' } : null;
}

/** The URL of a machine route for this variant: relative routes under the offer, /consumer swapped for the prefix. */
export function redeemUrl(route: string, values: { prefix: ConsumerPrefix; offerId: string; code: string | null }) {
  if (!route.startsWith('/')) return `${values.prefix}/offers/${values.offerId}/${route}`;
  const path = route.replace(':code', values.code ?? 'INTERNAL_ERROR');
  return `${values.prefix}${path.slice('/consumer'.length)}`;
}
