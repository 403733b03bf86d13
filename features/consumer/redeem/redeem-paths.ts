import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { ENTRY_PAGES, JOURNEY_PAGES, OFFER_STEPS } from './journey-routes.ts';

export { ENTRY_PAGES, JOURNEY_PAGES, OFFER_STEPS };

/** The redeem journey's paths (without the prefix) in TanStack's `$param` spelling, for the route tree. */
export const REDEEM_PATHS: readonly string[] = [
  ...JOURNEY_PAGES,
  ...ENTRY_PAGES,
  ...OFFER_STEPS.map((step) => `/offers/$id/${step}`),
];

const OFFER_STEP = /^\/offers\/([^/]+)\/(.+)$/;

/** Whether a path (without the prefix) belongs to the redeem journey rather than the marketplace router. */
export function isRedeemPath(path: string): boolean {
  if (JOURNEY_PAGES.includes(path) || ENTRY_PAGES.includes(path)) return true;
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
