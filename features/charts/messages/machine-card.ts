import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/charts/machine-card.tsx. */
export const machineCardMessages = messagesOf('console.machineCard', {
  noneNothingCanMoveIt: 'None: nothing can move it from here.',
  allowedNow: 'Allowed now ({length})',
  notAllowedNow: 'Not allowed now ({length})',
  openInInspector: 'Open in inspector',
  openInTheInspector: 'Open {id} in the inspector',
  isIn: 'is in {value}.',
  anUnknownState: 'an unknown state',
  current: '{state} · current',
  states: 'States ({length})',
  events: 'Events ({length})',
  notTakenInThisState: 'not taken in this state',
});
