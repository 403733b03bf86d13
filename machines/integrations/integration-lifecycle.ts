import { setup } from 'xstate';
import { INTEGRATION_STATUS_REVERTED, type IntegrationStatus } from '../../domain/validation/integration.ts';
import { moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The status a lender picks on the integration form, as the machine's event. */
export const INTEGRATION_STATUS_EVENT = {
  PENDING: 'MARK_PENDING',
  TESTED: 'MARK_TESTED',
  ACTIVE: 'MARK_ACTIVE',
} as const satisfies Record<IntegrationStatus, string>;
export type IntegrationEventType = (typeof INTEGRATION_STATUS_EVENT)[IntegrationStatus];
export const INTEGRATION_EVENTS = Object.values(INTEGRATION_STATUS_EVENT);

/** The seed's words (002 §4), with the status it is. */
export const integrationRefusal = (status: IntegrationStatus) => `${INTEGRATION_STATUS_REVERTED} (it is ${status})`;

/**
 * A lender's LOS integration (002 §4 "Integration status cannot be reverted"; the states are ours, decision 0214):
 * PENDING when added, TESTED once the partner answered a test, ACTIVE when leads flow. The lender's status select
 * moves it forward, a step or two, or saves the status it has; never back. Pure: the server asks it through
 * integrationMoves (the new row's status is its initial state), and the form lists the statuses it allows.
 */
export const integrationLifecycle = setup({
  types: { events: {} as { type: IntegrationEventType } },
}).createMachine({
  id: 'integrationLifecycle',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Added; not tested with the partner yet',
      on: moves({ MARK_PENDING: 'PENDING', MARK_TESTED: 'TESTED', MARK_ACTIVE: 'ACTIVE' }),
    },
    TESTED: { description: 'The partner answered a test', on: moves({ MARK_TESTED: 'TESTED', MARK_ACTIVE: 'ACTIVE' }) },
    ACTIVE: { description: 'Leads flow to the partner', on: moves({ MARK_ACTIVE: 'ACTIVE' }) },
  },
});

export const integrationMoves = statusMoves<IntegrationStatus, IntegrationEventType>(
  integrationLifecycle,
  integrationRefusal,
);

/** The status a new integration is stored with: the machine's initial state. */
export const NEW_INTEGRATION_STATUS = integrationLifecycle.config.initial as IntegrationStatus;

/** The statuses the form offers from `status`: the ones the machine moves to. */
export const integrationStatusChoices = (status: IntegrationStatus): IntegrationStatus[] =>
  integrationMoves.statuses.filter((to) => integrationMoves.next(status, INTEGRATION_STATUS_EVENT[to]) === to);
