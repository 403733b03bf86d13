import { setup } from 'xstate';
import type { ConsoleUserStatus } from '../../domain/catalog/statuses.ts';
import { moves } from '../lifecycle-config.ts';
import { statusMoves } from '../status-moves.ts';

/** The sign-in's lock after repeated failures, and the admin's unlock, reactivation and deactivation (002 §4). */
export const CONSOLE_USER_EVENTS = ['LOCK', 'UNLOCK', 'ACTIVATE', 'DEACTIVATE'] as const;
export type ConsoleUserEventType = (typeof CONSOLE_USER_EVENTS)[number];

/** The status an admin asks for (PUT …/status, or the user form's Status) as the machine's event. */
export const CONSOLE_USER_STATUS_EVENT = {
  ACTIVE: 'ACTIVATE',
  INACTIVE: 'DEACTIVATE',
} as const satisfies Partial<Record<ConsoleUserStatus, ConsoleUserEventType>>;

/** Ours (the seed words none): why the user's status does not take the event (the 409's message). */
export const consoleUserRefusal = (status: ConsoleUserStatus, event: ConsoleUserEventType) =>
  event === 'UNLOCK'
    ? `Only a locked user can be unlocked: this user is ${status.toLowerCase()}.`
    : `A ${status.toLowerCase()} user cannot be ${event === 'LOCK' ? 'locked' : `${event.toLowerCase()}d`}.`;

/**
 * A console user's status (002 §3 console user, §4 "A user is locked after repeated failed logins; an admin can
 * unlock"). An ACTIVE user is LOCKED by the sign-in that reaches the failure limit; the admin unlocks a LOCKED user
 * (ACTIVE again) or reactivates them (the same, from the user form), and deactivates any user (INACTIVE: no sign-in)
 * and reactivates an inactive one. Saving a status the user already has is accepted and changes nothing. Only an
 * ACTIVE user can be locked (an inactive one cannot sign in to fail), and only a LOCKED one unlocked. Pure: the server
 * asks it through consoleUserMoves; the lock's conditional UPDATE takes its from-states from it.
 */
export const consoleUserLifecycle = setup({
  types: { events: {} as { type: ConsoleUserEventType } },
}).createMachine({
  id: 'consoleUserLifecycle',
  initial: 'ACTIVE',
  states: {
    ACTIVE: { description: 'Signs in', on: moves({ LOCK: 'LOCKED', DEACTIVATE: 'INACTIVE', ACTIVATE: 'ACTIVE' }) },
    LOCKED: {
      description: 'Too many failed sign-ins: refused until an admin unlocks',
      on: moves({ UNLOCK: 'ACTIVE', ACTIVATE: 'ACTIVE', DEACTIVATE: 'INACTIVE' }),
    },
    INACTIVE: {
      description: 'Deactivated by an admin: cannot sign in',
      on: moves({ ACTIVATE: 'ACTIVE', DEACTIVATE: 'INACTIVE' }),
    },
  },
});

export const consoleUserMoves = statusMoves<ConsoleUserStatus, ConsoleUserEventType>(
  consoleUserLifecycle,
  consoleUserRefusal,
);
