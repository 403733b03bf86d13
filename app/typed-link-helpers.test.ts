// @vitest-environment happy-dom
import { createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { campaignLink } from '../features/admin/campaigns/shared.tsx';
import { embedderLink } from '../features/admin/embedders/shared.ts';
import { scopeOf, userEditLink, usersLink } from '../features/admin/users/user-scope.ts';
import type { AppServices } from '../features/session/services.ts';
import { linkProps, type RouteLink } from '../kit/route-link.ts';
import { createConsoleTrees } from './console-tree.tsx';

/** The console routes built as the app builds them (as app/console-nav.test.ts does). */
function consoleRouter() {
  const root = createRootRouteWithContext<AppServices>()({});
  const routeTree = root.addChildren([...createConsoleTrees(root)]);
  return createRouter({ routeTree, history: createMemoryHistory(), context: {} as AppServices });
}

const ID = '70000000-0000-4000-8000-000000000003';

/**
 * The typed link helpers (decision 0511) lead where the string helpers they replaced led: the same URL, and the
 * route it opens is the one the link names.
 */
describe('typed link helpers', () => {
  const router = consoleRouter();
  const cases: readonly [string, RouteLink, string][] = [
    ['campaign details', campaignLink(ID), `/admin/console/uc/campaign/${ID}`],
    ['campaign lenders tab', campaignLink(ID, 'lender'), `/admin/console/uc/campaign/${ID}/lender`],
    ['campaign processing tab', campaignLink(ID, 'processing'), `/admin/console/uc/campaign/${ID}/processing`],
    ['embedder summary', embedderLink(7), '/admin/console/embedders/7'],
    ['embedder theme', embedderLink('7', 'theme'), '/admin/console/embedders/7/theme'],
    ['all users', usersLink(undefined), '/admin/console/users'],
    ['a new user', usersLink(undefined, '/new'), '/admin/console/users/new'],
    ['a lender user list', usersLink(scopeOf('lenders', '2')), '/admin/console/lenders/2/users'],
    ['a new prospect user', usersLink(scopeOf('prospects', '3'), '/new'), '/admin/console/prospects/3/users/new'],
    ['a user to edit', userEditLink(undefined, 'u1'), '/admin/console/users/u1/edit'],
    [
      'an embedder user to edit',
      userEditLink(scopeOf('embedders', '5'), 'u1'),
      '/admin/console/embedders/5/users/u1/edit',
    ],
  ];

  it.each(cases)('%s', (_name, link, href) => {
    expect(router.buildLocation(linkProps(link)).href).toBe(href);
    expect(router.matchRoutes(href).at(-1)?.fullPath).toBe(link.to);
  });
});
