import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/use-prescreen.ts. */
export const campaignsUsePrescreenMessages = messagesOf('admin.campaignsUsePrescreen', {
  savingTheCriteria: 'Saving the criteria…',
  criteriaSaved: 'Criteria saved',
  savingTheReview: 'Saving the review…',
  reviewSaved: 'Review saved',
  exportingThePrescreen: 'Exporting the prescreen…',
  prescreenExported: 'Prescreen exported',
});
