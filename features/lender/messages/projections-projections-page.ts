import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/projections/projections-page.tsx. */
export const projectionsProjectionsPageMessages = messagesOf('lender.projectionsProjectionsPage', {
  runProjection: 'Run projection',
  projections: 'Projections',
  howYourCurrentConfigurationWould: 'How your current configuration would do on the last campaign’s consumers.',
  startedUtc: 'Started (UTC)',
  projectionFor: 'Projection for',
  status: 'Status',
  startingTheProjection: 'Starting the projection…',
  projectionStarted: 'Projection started',
  couldNotStartTheProjection: 'Could not start the projection',
  thereWasAnErrorGetting: 'There was an error getting the projections',
  noProjectionsYet: 'No projections yet.',
});
