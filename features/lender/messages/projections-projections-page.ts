import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/projections/projections-page.tsx. */
export const projectionsProjectionsPageMessages = defineMessages({
  runProjection: { id: 'lender.projectionsProjectionsPage.runProjection', defaultMessage: 'Run projection' },
  projections: { id: 'lender.projectionsProjectionsPage.projections', defaultMessage: 'Projections' },
  howYourCurrentConfigurationWould: {
    id: 'lender.projectionsProjectionsPage.howYourCurrentConfigurationWould',
    defaultMessage: 'How your current configuration would do on the last campaign’s consumers.',
  },
});
