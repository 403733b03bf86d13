import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-card.tsx. */
export const campaignsCampaignCardMessages = messagesOf('embedder.campaignsCampaignCard', {
  enrollment: 'Enrollment: {value}{state, select, open { (open)} ended { (ended)} other {}}',
  offersActive: 'Offers active: {value}',
  enrolled: 'Enrolled',
  notEnrolled: 'Not enrolled',
  current: 'Current',
  next: 'Next',
  blackout: 'Blackout',
  completed: 'Completed',
  created: 'Created',
  notStarted: 'Not started',
  consumers: 'Consumers',
  withOffers: 'With offers',
  offersViewed: 'Offers viewed',
  redeemed: 'Redeemed',
});
