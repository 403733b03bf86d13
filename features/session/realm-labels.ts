import type { ConsoleRealm } from '../../domain/realms.ts';

export const CONSOLE_LABELS: Readonly<Record<ConsoleRealm, { console: string; tenant: string | null }>> = {
  super: { console: 'Admin console', tenant: null },
  fi: { console: 'Lender console', tenant: 'Lender code' },
  embedder: { console: 'Embedder console', tenant: 'Embedder code' },
};
