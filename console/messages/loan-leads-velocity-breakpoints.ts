import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/loan-leads/velocity-breakpoints.tsx. */
export const loanLeadsVelocityBreakpointsMessages = messagesOf('console.loanLeadsVelocityBreakpoints', {
  velocityBreakpoints: 'Velocity breakpoints',
  applyBreakpoints: 'Apply breakpoints',
  lowUnderHours: 'Low under (hours)',
  mediumUnderHours: 'Medium under (hours)',
});
