import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/loan-leads/velocity-breakpoints.tsx. */
export const loanLeadsVelocityBreakpointsMessages = defineMessages({
  velocityBreakpoints: {
    id: 'console.loanLeadsVelocityBreakpoints.velocityBreakpoints',
    defaultMessage: 'Velocity breakpoints',
  },
  applyBreakpoints: {
    id: 'console.loanLeadsVelocityBreakpoints.applyBreakpoints',
    defaultMessage: 'Apply breakpoints',
  },
});
