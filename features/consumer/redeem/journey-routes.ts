/**
 * The pages of the redeem journey and the /further registration as plain lists, so the route tree and the
 * marketplace's path checks need not load the statecharts (they stay in the journeys' own chunks). Tests check
 * these lists against the machines' meta.route, so they cannot drift.
 */
export const OFFER_STEPS: readonly string[] = [
  'splash',
  'steps',
  'address',
  'application',
  'idverify',
  'documentverify',
  'documentprocessing',
  'documentprocessing/failed',
  'documentprocessing/attempts-exceeded',
  'stips',
  'redeem',
  'redeemed',
  'certificate',
  'redirecting',
];

/** Journey pages outside one offer that the statechart shows, without the prefix. */
export const JOURNEY_PAGES: readonly string[] = [
  '/offers/pending/splash',
  '/offers/pending/secure',
  '/offers/redeemed',
  '/offers/redirect',
];

/**
 * Pages a journey opens at rather than shows: offers/pending (the marketplace's link, the mailed link, which opens
 * the pending splash) and offers/pending/expired (the mailed link after the reservation ran out).
 */
export const ENTRY_PAGES: readonly string[] = ['/offers/pending', '/offers/pending/expired'];

/** The /further registration pages, without the prefix (its generic error is the variant's /error page). */
export const REGISTRATION_PATHS: readonly string[] = [
  '/welcome',
  '/registration/lookup',
  '/registration/otp',
  '/registration/confirm',
  '/offers/splash',
  '/loanamount',
  '/redeem-linkaccount',
  '/error/lookup-failed',
  '/error/passcode-attempts-exceeded',
  '/error/generating-failed',
];
