import type { Permissions } from '../../domain/permissions.ts';

/** Console pages are declared with the kit's typed page definition (kit/console-page.ts). */
export type { ConsolePage, ConsolePageProps } from '../../kit/console-page.ts';

export interface ConsoleNavItem {
  readonly label: string;
  readonly path?: string;
  readonly permission?: Permissions;
  readonly children?: readonly ConsoleNavItem[];
}
