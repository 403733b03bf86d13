import * as v from 'valibot';
import { LEAD_ASSIGNMENT_VIEWS } from '../domain/catalog/statuses.ts';
import { CONSOLE_TIME_ZONES, consoleSettingsSchema } from '../domain/validation/console-settings.ts';
import { generalSetup } from './general-setup.ts';

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

const consoleSettings = generalSetup.within('/consoleSettings');
export const getConsoleSettings = consoleSettings({
  method: 'GET',
  summary: 'The lender’s console settings (defaults until saved)',
  response: ConsoleSettings,
});

export const updateConsoleSettings = consoleSettings({
  method: 'PUT',
  summary: 'Save the console settings; local priority is locked for a lender with national presence',
  audit: { category: 'LENDER', entity: 'CONSOLE_SETTINGS', action: 'CONSOLE_SETTINGS_UPDATED' },
  body: consoleSettingsSchema,
  response: ConsoleSettings,
});
