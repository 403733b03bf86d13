import { describe, expect, it } from 'vitest';
import { adminPages } from '../features/admin/admin-pages.ts';
import { embedderPages } from '../features/embedder/embedder-pages.ts';
import { lenderPages } from '../features/lender/lender-pages.ts';
import type { ConsolePage } from '../kit/console-page.ts';

const TABLES: Readonly<Record<string, readonly ConsolePage[]>> = {
  admin: adminPages,
  lender: lenderPages,
  embedder: embedderPages,
};

/** `realm:path` of every page without a loader. */
const withoutLoader = Object.entries(TABLES).flatMap(([realm, pages]) =>
  pages.filter((page) => !page.loader).map((page) => `${realm}:${page.path}`),
);

/** Pages that show no server data on first paint: nothing to load before they show. */
const NO_SERVER_DATA = new Set<string>([
  // a password form
  'admin:change-password',
  // a password form
  'lender:change-password',
  // a password form
  'embedder:change-password',
  // a blank lender form
  'admin:lenders/new',
  // a blank prospect form
  'admin:prospects/new',
  // a blank embedder form
  'admin:embedders/new',
  // a blank stipulation form
  'admin:stipulations/new',
  // a tenant's user form: its roles come from the domain catalogue, its tenant from the path
  'admin:lenders/$lenderId/users/new',
  // a tenant's user form: its roles come from the domain catalogue, its tenant from the path
  'admin:prospects/$lenderId/users/new',
  // a tenant's user form: its roles come from the domain catalogue, its tenant from the path
  'admin:embedders/$embedderId/users/new',
  // a blank campaign form
  'admin:uc/campaign/new',
  // a blank API-key form (the secret comes after the save)
  'embedder:keys/apiManagement/new',
  // a blank site-key form
  'embedder:keys/siteKeyManagement/new',
  // a blank branch form
  'lender:branches/new',
  // a file picker; the preview is made in the browser
  'lender:branches/import',
  // the help chat asks only when the user types; the FAQ and the contacts are built in (console/client-support)
  'lender:clientSupport',
  // the same page as the lender's
  'embedder:clientSupport',
]);

describe('console page loaders', () => {
  // Issue 27 item 2: every page that shows server data has a loader (a new page without one fails here).
  it('every page that shows server data has a loader, or is listed (with its reason) above', () => {
    const unlisted = withoutLoader.filter((page) => !NO_SERVER_DATA.has(page));
    expect(unlisted).toEqual([]);
  });

  it('the list names only pages that exist and have no loader (a page that gets one leaves it)', () => {
    const stale = [...NO_SERVER_DATA].filter((page) => !withoutLoader.includes(page));
    expect(stale).toEqual([]);
  });
});
