import type { ComponentType } from 'react';
import type { Session, Tenant } from '../../api/session.ts';
import type { Permissions } from '../../domain/permissions.ts';

/** What the app passes every console page: the signed-in session and its tenant once loaded. */
export interface ConsolePageProps {
  readonly session: Session;
  readonly tenant: Tenant | undefined;
  readonly tenantLoading: boolean;
}

/** One route of the console (TanStack path syntax, relative to the console root). */
export interface ConsolePage {
  readonly path: string;
  readonly title: string;
  readonly permission?: Permissions;
  /** Absent: the page says plainly that it is not available yet. */
  readonly component?: ComponentType<ConsolePageProps>;
}

export interface ConsoleNavItem {
  readonly label: string;
  readonly path?: string;
  readonly permission?: Permissions;
  readonly children?: readonly ConsoleNavItem[];
}
