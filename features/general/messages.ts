/** General messages, verbatim from 002 §8 and 001 §8. */
export const GENERAL_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  oops: 'Oops! Something went wrong.',
  networkError: 'There was a network error. Please try again later. Thank you for your patience!',
  tryAgainLater: 'Please try again later',
} as const;
