import * as v from 'valibot';
import { LEAD_ASSIGNMENT_VIEWS } from '../domain/catalog/statuses.ts';
import { CONSOLE_TIME_ZONES, consoleSettingsSchema } from '../domain/validation/console-settings.ts';
import { FiParams, fiEndpoint, GENERAL_SETUP_READ, GENERAL_SETUP_WRITE } from './console-endpoint.ts';

/**
 * A lender's console settings. `nationalPresence` is answered (not changed here) because it locks `localPriority`
 * (002 §6); the screen shows the switch disabled with the reason.
 */
export const ConsoleSettings = v.object({
  localPriority: v.boolean(),
  nationalPresence: v.boolean(),
  defaultLoanLeadView: v.picklist(LEAD_ASSIGNMENT_VIEWS),
  idleTimeoutMinutes: v.number(),
  timeZone: v.picklist(CONSOLE_TIME_ZONES),
});
export type ConsoleSettings = v.InferOutput<typeof ConsoleSettings>;

export const getConsoleSettings = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/consoleSettings',
  summary: 'The lender’s console settings (defaults until saved)',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_READ,
  params: FiParams,
  response: ConsoleSettings,
});

export const updateConsoleSettings = fiEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/consoleSettings',
  summary: 'Save the console settings; local priority is locked for a lender with national presence',
  tags: ['lender general setup'],
  permission: GENERAL_SETUP_WRITE,
  audit: { category: 'LENDER', entity: 'CONSOLE_SETTINGS', action: 'CONSOLE_SETTINGS_UPDATED' },
  params: FiParams,
  body: consoleSettingsSchema,
  response: ConsoleSettings,
});
