/** Prescreen messages: the two export toasts follow 002 §8's wording; the others are ours in the same tone. */
export const PRESCREEN_MESSAGES = {
  globalNotConfigured: 'Global criteria not configured before export',
  statesPending: 'States pending review before export',
  completeWithoutCriteria: 'A state cannot be marked complete without criteria',
  locked: (status: string) => `Prescreen criteria cannot be updated while the campaign is ${status}`,
  notEnrolled: 'This lender is not enrolled in the campaign',
} as const;

export const CAMPAIGN_MESSAGES_EXTRA = {
  readOnly: (status: string) => `Campaign settings cannot be changed while the campaign is ${status}`,
  createdOnly: 'A new campaign starts as created',
  statusByAction: 'Change the status with the campaign actions on the Details tab',
  enrollmentClosed: 'Lenders can be enrolled or unenrolled only while enrollment is open',
} as const;
