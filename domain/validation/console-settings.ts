import * as v from 'valibot';
import { LEAD_ASSIGNMENT_VIEWS } from '../catalog/statuses.ts';
import { invalidMessage } from './messages.ts';
import { choiceOf, formObject } from './primitives.ts';

/** 002 §6, verbatim in substance: the switch is locked for a lender with national presence. */
export const LOCAL_PRIORITY_LOCKED = 'A lender with national presence cannot change local priority';

/** US time zones a lender's console shows its dates in (the states list of 002 §9 plus DC). */
export const CONSOLE_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
export type ConsoleTimeZone = (typeof CONSOLE_TIME_ZONES)[number];

/** The idle-session warning's limit (002 §9 "limit not shown"): per lender, within these bounds. */
export const IDLE_TIMEOUT_MINUTES = { min: 5, max: 60, default: 15 } as const;

const IDLE_TIMEOUT_MESSAGE = `Idle timeout must be ${IDLE_TIMEOUT_MINUTES.min} to ${IDLE_TIMEOUT_MINUTES.max} minutes`;

/**
 * Console settings (GET/PUT /fi/{fiId}/consoleSettings; the seed shows no fields, ours in
 * docs/decisions/0217-console-settings-integrations.md): the lender's local priority flag (002 §3, locked by national
 * presence, 002 §6), the loan-lead view the list opens on, the idle-session limit and the time zone console dates are
 * shown in.
 */
export const consoleSettingsSchema = formObject(
  {
    localPriority: v.boolean(invalidMessage('Local priority')),
    defaultLoanLeadView: choiceOf(LEAD_ASSIGNMENT_VIEWS, 'Default loan lead view'),
    idleTimeoutMinutes: v.pipe(
      v.number(invalidMessage('Idle timeout')),
      v.integer(invalidMessage('Idle timeout')),
      v.minValue(IDLE_TIMEOUT_MINUTES.min, IDLE_TIMEOUT_MESSAGE),
      v.maxValue(IDLE_TIMEOUT_MINUTES.max, IDLE_TIMEOUT_MESSAGE),
    ),
    timeZone: choiceOf(CONSOLE_TIME_ZONES, 'Time zone'),
  },
  { idleTimeoutMinutes: 'Idle timeout', defaultLoanLeadView: 'Default loan lead view' },
);
export type ConsoleSettingsInput = v.InferOutput<typeof consoleSettingsSchema>;

/** The settings a lender has before it saves any. */
export const DEFAULT_CONSOLE_SETTINGS: Omit<ConsoleSettingsInput, 'localPriority'> = {
  defaultLoanLeadView: 'Unassigned',
  idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES.default,
  timeZone: 'America/New_York',
};

/** 002 §6: whether a settings change is refused because it would flip local priority under national presence. */
export const changesLockedLocalPriority = (
  current: { localPriority: boolean; nationalPresence: boolean },
  wanted: { localPriority: boolean },
): boolean => current.nationalPresence && current.localPriority !== wanted.localPriority;
