import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/fair-lending-page.tsx. */
export const campaignsFairLendingPageMessages = defineMessages({
  censusTracts: { id: 'admin.campaignsFairLendingPage.censusTracts', defaultMessage: 'Census tracts' },
  tractsOnFileFromFfiec: {
    id: 'admin.campaignsFairLendingPage.tractsOnFileFromFfiec',
    defaultMessage:
      "{tracts} tracts on file ({uploaded} from FFIEC uploads, {demo} demo{value}): {value2}. A consumer is placed by the ZIP code of the bureau file (the demo's ZIP codes only).",
  },
  ffiecCensusFile: { id: 'admin.campaignsFairLendingPage.ffiecCensusFile', defaultMessage: 'FFIEC census file' },
});
