import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/charts/machine-card.tsx. */
export const machineCardMessages = defineMessages({
  noneNothingCanMoveIt: {
    id: 'console.machineCard.noneNothingCanMoveIt',
    defaultMessage: 'None: nothing can move it from here.',
  },
  allowedNow: { id: 'console.machineCard.allowedNow', defaultMessage: 'Allowed now ({length})' },
  notAllowedNow: { id: 'console.machineCard.notAllowedNow', defaultMessage: 'Not allowed now ({length})' },
  openInInspector: { id: 'console.machineCard.openInInspector', defaultMessage: 'Open in inspector' },
  openInTheInspector: { id: 'console.machineCard.openInTheInspector', defaultMessage: 'Open {id} in the inspector' },
  isIn: { id: 'console.machineCard.isIn', defaultMessage: 'is in {value}.' },
  current: { id: 'console.machineCard.current', defaultMessage: '{state} · current' },
  states: { id: 'console.machineCard.states', defaultMessage: 'States ({length})' },
  events: { id: 'console.machineCard.events', defaultMessage: 'Events ({length})' },
});
