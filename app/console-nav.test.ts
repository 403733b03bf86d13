// @vitest-environment happy-dom
import { createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { adminNav, adminPages } from '../features/admin/admin-pages.ts';
import { embedderNav, embedderPages } from '../features/embedder/embedder-pages.ts';
import { lenderNav, lenderPages } from '../features/lender/lender-pages.ts';
import type { AppServices } from '../features/session/services.ts';
import type { NavSpec } from '../kit/console-nav.ts';
import type { ConsolePage } from '../kit/console-page.ts';
import { createConsoleTrees } from './console-tree.tsx';

const CONSOLES = [
  { root: '/admin/console', pages: adminPages, nav: adminNav },
  { root: '/lender/console', pages: lenderPages, nav: lenderNav },
  { root: '/embedder/console', pages: embedderPages, nav: embedderNav },
] as const;

const links = (nav: readonly NavSpec[]): NavSpec[] =>
  nav.flatMap((entry) => (entry.children ? links(entry.children) : [entry]));

/** The app's console routes, built as the app builds them, in a router of their own. */
function consoleRouter() {
  const root = createRootRouteWithContext<AppServices>()({});
  const routeTree = root.addChildren([...createConsoleTrees(root)]);
  return createRouter({ routeTree, history: createMemoryHistory(), context: {} as AppServices });
}

describe('console navigation and routes (one declaration)', () => {
  const router = consoleRouter();

  for (const { root, pages, nav } of CONSOLES) {
    const byPath = new Map<string, ConsolePage>(pages.map((page) => [page.path, page]));

    it(`${root}: every nav link opens a route of the console, under the permission of its page`, () => {
      const entries = links(nav);
      expect(entries.length).toBeGreaterThan(5);
      for (const entry of entries) {
        const href = `${root}/${entry.path}`;
        const matches = router.matchRoutes(href);
        const leaf = matches.at(-1);
        expect(leaf?.fullPath, href).toBe(href);
        expect(entry.permission, href).toEqual(byPath.get(entry.path ?? '')?.permission);
      }
    });

    it(`${root}: every page of the table is a route, and no two pages share a path`, () => {
      expect(byPath.size).toBe(pages.length);
      const fullPaths = new Set(Object.keys(router.routesByPath));
      for (const page of pages) expect(fullPaths, page.path).toContain(`${root}/${page.path}`);
    });
  }
});
