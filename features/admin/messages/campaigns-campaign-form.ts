import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-form.tsx. */
export const campaignsCampaignFormMessages = messagesOf('admin.campaignsCampaignForm', {
  savingTheCampaign: 'Saving the campaign…',
  campaignSaved: 'Campaign saved',
  couldNotSaveTheCampaign: 'Could not save the campaign',
  dropDateOnly: 'Drop date only',
  dropDate1Day: 'Drop date +1 day',
  dropDate2Days: 'Drop date +2 days',
  dropDate3Days: 'Drop date +3 days',
  name: 'Name',
  status: 'Status',
  enrollmentPeriodStart: 'Enrollment period start',
  enrollmentPeriodEnd: 'Enrollment period end',
  activeOffersPeriodStart: 'Active offers period start',
  activeOffersPeriodEnd: 'Active offers period end',
  dropDates: 'Drop dates',
  dropDateWindow: 'Drop-date window',
  prequalVantageCutoff: 'Prequal vantage cutoff',
  ruleSetName: 'Rule set name',
  ruleSetDescription: 'Rule set description',
  rules: 'Rules',
  dropDate: 'Drop date',
  yyyyMmDd: 'YYYY-MM-DD',
  n300To999: '300 to 999',
  vantageScore640AndAge: 'VANTAGE_SCORE >= 640 and AGE >= 21',
});
