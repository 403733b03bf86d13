import { PRODUCT_TYPES } from '../catalog/products.ts';

/**
 * What a consumer's entry brings with it (000 §3 session fields stateParams.productType and publisherQueryParams;
 * docs/decisions/0670): the product types a publisher's link narrows the marketplace to, and the publisher's own
 * query parameters, kept on the session and written to the sign-in's audit row.
 */

/** 000 §3: stateParams.productType is a semicolon-separated list; unknown names are dropped, duplicates kept once. */
export function supportedProductTypesOf(productType: string | undefined): string[] {
  if (!productType) return [];
  const known = new Set<string>(PRODUCT_TYPES);
  const names = productType
    .split(';')
    .map((name) => name.trim())
    .filter((name) => known.has(name));
  return [...new Set(names)];
}

/**
 * The offers a narrowed marketplace shows: those of the supported product types. No narrowing, or a narrowing that
 * would leave nothing (a publisher's link naming products this consumer has no offer for), shows every offer: a
 * publisher's filter must never hide a consumer's offers behind an empty page.
 */
export function narrowToProductTypes<T extends { readonly productType: string }>(
  offers: readonly T[],
  supported: readonly string[] | undefined,
): readonly T[] {
  if (!supported || supported.length === 0) return offers;
  const wanted = new Set(supported);
  const narrowed = offers.filter((offer) => wanted.has(offer.productType));
  return narrowed.length > 0 ? narrowed : offers;
}

/** Bounds on what a publisher's link may carry into the session (it ends up in storage and in the audit row). */
export const PUBLISHER_PARAMS_LIMITS = { keys: 20, keyLength: 64, valueLength: 256 } as const;

/** The query parameters of the entry link that are the app's own, not the publisher's. */
const OWN_PARAMS = new Set(['productType', 'site', 'product', 'redirect', 'inspect']);

/**
 * The publisher's query parameters of an entry link (000 §3 publisherQueryParams): every string parameter that is
 * not one of the app's own, within PUBLISHER_PARAMS_LIMITS (the rest is dropped, not refused: a link is not a form).
 */
export function publisherQueryParamsOf(search: Readonly<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (Object.keys(params).length >= PUBLISHER_PARAMS_LIMITS.keys) break;
    if (OWN_PARAMS.has(key) || key.length > PUBLISHER_PARAMS_LIMITS.keyLength) continue;
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text !== 'string' || text.length > PUBLISHER_PARAMS_LIMITS.valueLength) continue;
    params[key] = text;
  }
  return params;
}

/** 000 §3: a console session is one that has a userId. */
export function isConsoleSession(session: { readonly userId?: string | undefined } | null | undefined): boolean {
  return typeof session?.userId === 'string' && session.userId !== '';
}

/** 000 §3: a consumer session is one whose realm is consumer. */
export function isConsumerSession(session: { readonly realm?: string | undefined } | null | undefined): boolean {
  return session?.realm === 'consumer';
}

/**
 * 000 §4: the consumer's workflow state starts as offers generated (the default state) whatever the sign-in flow —
 * consumer, hard-pull, or the one with no initial state — and a pending redemption adds pending documents.
 */
export function initialConsumerWorkflowState(
  workflowState: readonly string[] | null | undefined,
  pendingRedemptionId: string | null | undefined,
): string[] {
  const state = workflowState && workflowState.length > 0 ? [...workflowState] : ['OFFERS_GENERATED'];
  if (pendingRedemptionId && !state.includes('PENDING_DOCUMENTS')) state.push('PENDING_DOCUMENTS');
  return state;
}

/** The consumer part of a consumer session (000 §3 consumer, §4 workflow state), from the consumer's record. */
export function consumerSessionPart(consumer: {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly workflowState?: readonly string[] | null | undefined;
  readonly pendingRedemptionId?: string | null | undefined;
}) {
  const workflowState = initialConsumerWorkflowState(consumer.workflowState, consumer.pendingRedemptionId);
  const { id, firstName, lastName } = consumer;
  const pendingRedemptionId = consumer.pendingRedemptionId ?? null;
  return {
    realm: 'consumer' as const,
    mfaRequired: false,
    permissions: {},
    workflowState,
    consumer: { id, firstName, lastName, workflowState, pendingRedemptionId },
  };
}
