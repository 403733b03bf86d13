import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/fair-lending-page.tsx. */
export const campaignsFairLendingPageMessages = messagesOf('admin.campaignsFairLendingPage', {
  censusTracts: 'Census tracts',
  tractsOnFileFromFfiec:
    "{tracts} tracts on file ({uploaded} from FFIEC uploads, {demo} demo{value}): {value2}. A consumer is placed by the ZIP code of the bureau file (the demo's ZIP codes only).",
  ffiecCensusFile: 'FFIEC census file',
  censusTractsImported: 'Census tracts imported: {count}',
  tractsFailed: 'There was an error getting the census tracts',
  fairLending: 'Fair lending',
  reportFailed: 'There was an error getting the fair-lending report',
  latestYear: '; latest year {year}',
  unknownLevel: 'Unknown',
});
