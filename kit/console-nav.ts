import { hasPermission, type RequiredPermission } from '../domain/permissions.ts';
import type { NavItem } from '../ui/app-shell.tsx';
import type { ConsolePage } from './console-page.ts';
import { consoleNavMessages as m } from './messages/console-nav.ts';

/** One entry of a console's navigation: a page's link, or a labelled group of them. */
export interface NavSpec {
  /** A page's title, or a message of the console's catalogue (a group's name, a link's shorter words). */
  readonly label: NavItem['label'];
  /** The page's path, relative to the console root. */
  readonly path?: string;
  /** The page's own permission: a link is shown only to a user who may open it. */
  readonly permission?: RequiredPermission;
  readonly children?: readonly NavSpec[];
}

export interface NavBuilder<Path extends string> {
  /** A link to the page declared with `path`; its label is the page's title unless given. */
  readonly link: (path: Path, label?: NavItem['label']) => NavSpec;
  readonly group: (label: NavItem['label'], children: readonly NavSpec[]) => NavSpec;
}

/**
 * A console's navigation, built from its page table: each link names a declared page by its path (typed: a path
 * no page has fails typecheck) and takes the page's permission, so the nav, the routes and the permissions have one
 * declaration (issue 27).
 */
export function consoleNav<const Pages extends readonly ConsolePage[]>(
  pages: Pages,
  build: (nav: NavBuilder<Pages[number]['path']>) => readonly NavSpec[],
): readonly NavSpec[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return build({
    link: (path, label) => {
      const page = byPath.get(path);
      if (!page) throw new Error(`No console page ${path}`);
      return { label: label ?? page.title, path, ...(page.permission ? { permission: page.permission } : {}) };
    },
    group: (label, children) => ({ label, children }),
  });
}

/**
 * Turns a console's navigation table into links, dropping entries the user lacks permission for and groups left
 * with no visible child (002 §6: hide what the user cannot open).
 */
export function visibleNav(
  specs: readonly NavSpec[],
  consoleRoot: string,
  permissions: Readonly<Record<string, readonly string[]>> | null | undefined,
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

/**
 * The navigation of a session that must replace its temporary password: the change-password page only (sign out
 * stays in the header). The rest of the console is refused until then, by the router and the server alike, so
 * listing it only led to redirects (issue 30 item 7).
 */
export function navForSession(
  specs: readonly NavSpec[],
  consoleRoot: string,
  session: {
    readonly permissions?: Readonly<Record<string, readonly string[]>> | null | undefined;
    readonly passwordChangeRequired?: boolean | undefined;
  } | null,
  changePasswordPath: string | null,
): NavItem[] {
  if (session?.passwordChangeRequired && changePasswordPath) {
    return [{ label: m.changePassword, href: changePasswordPath }];
  }
  return visibleNav(specs, consoleRoot, session?.permissions);
}
