import type { ConsoleRealm } from '../../domain/realms.ts';
import type { Message } from '../../ui/intl/define-messages.ts';
import { realmLabelsMessages as m } from './messages/realm-labels.ts';

/** Each console's name and what its sign-in calls the tenant (none for admins), as messages of the catalogue. */
export const CONSOLE_LABELS: Readonly<Record<ConsoleRealm, { console: Message; tenant: Message | null }>> = {
  super: { console: m.adminConsole, tenant: null },
  fi: { console: m.lenderConsole, tenant: m.lenderCode },
  embedder: { console: m.embedderConsole, tenant: m.embedderCode },
};
