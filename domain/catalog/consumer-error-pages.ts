/**
 * What the consumer's error page says per code (001 §8 "per-code screen actions: not shown"; the seed's marketplace
 * errors paraphrased, ours). The code arrives in the page's path: /consumer/error/{code}.
 */
export interface ConsumerErrorPage {
  readonly title: string;
  readonly message: string;
  /** Whether choosing another offer is the way on (else only starting over or trying later). */
  readonly browse: boolean;
}

const GENERIC: ConsumerErrorPage = {
  title: 'Oops! Something went wrong.',
  message: 'Something went wrong / Please try again later',
  browse: true,
};

const PAGES = {
  /** /consumer/error/session (001 §2, §8 "session issue: close window and try later"). */
  session: {
    title: 'There was a problem with your session',
    message: 'Please close this window and try again later.',
    browse: false,
  },
  /** /further/error/not-found (001 §2). */
  'not-found': {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    browse: true,
  },
  OFFER_PRODUCT_NOT_FOUND: {
    title: 'This offer is no longer available',
    message: 'The lender has stopped taking applications for it. Your other offers are still waiting.',
    browse: true,
  },
  OFFER_ALREADY_REDEEMED: {
    title: "You've already redeemed this offer",
    message: 'The lender has your application and will contact you.',
    browse: true,
  },
  OFFER_REDEEMED_NOTFOUND: {
    title: 'We could not find that redemption',
    message: 'It may have been cancelled or replaced. Your offers are still in the marketplace.',
    browse: true,
  },
  OFFER_REDEMPTION_STIPS_PENDING: {
    title: 'You have an offer in progress',
    message: 'Finish uploading the documents your lender asked for before choosing another offer.',
    browse: false,
  },
  OFFERS_EXPIRED: {
    title: 'Offers expired',
    message: 'These offers have expired. Watch for your next pre-approved offers.',
    browse: false,
  },
  OFFERS_NOT_ACTIVATED: {
    title: 'Your offers are not ready yet',
    message: 'Your lenders are still preparing your offers. Please come back soon.',
    browse: false,
  },
  OFFERS_NOT_FOUND: {
    title: 'No offers yet',
    message: "We don't have offers for you right now. Your offers may change when your credit profile does.",
    browse: false,
  },
  IDV_VALIDATION_FAILED: {
    title: "We couldn't verify your identity",
    message: 'We are unable to verify your information at this time',
    browse: true,
  },
  PROCESSING_DOCUMENT_TIMEOUT: {
    title: 'Your licence is still processing',
    message: 'It is taking longer than usual. Please try again in a few minutes.',
    browse: true,
  },
} as const satisfies Readonly<Record<string, ConsumerErrorPage>>;

/** Every page by its key: the codes that have their own page, and GENERIC for any other (the catalogue's ids). */
export const CONSUMER_ERROR_PAGES: Readonly<Record<ConsumerErrorPageKey, ConsumerErrorPage>> = { ...PAGES, GENERIC };
export type ConsumerErrorPageKey = keyof typeof PAGES | 'GENERIC';

/** The page a code shows: its own, or the generic one. */
export const consumerErrorPageKey = (code: string | null): ConsumerErrorPageKey =>
  code !== null && Object.hasOwn(PAGES, code) ? (code as keyof typeof PAGES) : 'GENERIC';

export const consumerErrorPage = (code: string | null): ConsumerErrorPage =>
  CONSUMER_ERROR_PAGES[consumerErrorPageKey(code)];
