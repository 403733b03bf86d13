import { hasPermission, type Permissions } from '../../domain/permissions.ts';
import type { NavItem } from '../../ui/app-shell.tsx';

export interface NavSpec {
  readonly label: string;
  readonly path?: string;
  readonly permission?: Permissions;
  readonly children?: readonly NavSpec[];
}

/**
 * Turns a console's navigation table into links, dropping entries the user lacks permission for and groups left
 * with no visible child (002 §6: hide what the user cannot open).
 */
export function visibleNav(
  specs: readonly NavSpec[],
  consoleRoot: string,
  permissions: Permissions | null | undefined,
): NavItem[] {
  const items: NavItem[] = [];
  for (const spec of specs) {
    if (spec.permission && !hasPermission(permissions, spec.permission)) continue;
    if (spec.children) {
      const children = visibleNav(spec.children, consoleRoot, permissions);
      if (children.length > 0) items.push({ label: spec.label, children });
      continue;
    }
    if (spec.path !== undefined) items.push({ label: spec.label, href: `${consoleRoot}/${spec.path}` });
  }
  return items;
}
