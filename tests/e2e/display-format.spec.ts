import { expect, type Page, test } from '@playwright/test';
import { adminPages } from '../../features/admin/admin-pages.ts';
import { embedderPages } from '../../features/embedder/embedder-pages.ts';
import { lenderPages } from '../../features/lender/lender-pages.ts';
import { signInAsAdmin } from './admin-session.ts';
import { signInToConsole } from './console-session.ts';
import { type Realm, type Walk, walkConsole } from './console-walk.ts';
import { DEMO } from './demo.ts';
import { displayFindings } from './display-findings.ts';
import { adminWalkData, embedderWalkData, lenderWalkData, type WalkData } from './display-walk-data.ts';

// Every console route of the three page tables, opened as its realm's demo admin (issue 27 item 4): no page's visible
// main text shows a raw code, an ISO timestamp, an unformatted amount or rate, or a uuid (tests/e2e/display-findings.ts).
// Each realm is its own test, so one realm's findings do not hide another's. The realms make and remove their own rows
// and share nothing: their walks (≈2 min admin, ≈1 min lender) run on both workers side by side (issue 31 item 6).
test.describe.configure({ mode: 'parallel', timeout: 900_000 });

function report(realm: Realm, total: number, { walked, findings, unopened, refetched }: Walk): void {
  console.log(
    [
      `${realm}: ${walked.length} of ${total} routes walked, ${findings.length} findings, ${refetched.length} refetches`,
      ...findings.map((f) => `  finding  ${f}`),
      ...unopened.map((u) => `  not open ${u}`),
      ...refetched.map((r) => `  refetch  ${r}`),
    ].join('\n'),
  );
  expect(findings, `${realm} pages show raw values`).toEqual([]);
  expect(walked.length, `${realm} routes not opened:\n${unopened.join('\n')}`).toBe(total);
}

/** Walks the realm over rows made for it, removes them again whatever the walk found, then judges the walk. */
async function walkWith(page: Page, realm: Realm, paths: readonly string[], data: WalkData): Promise<void> {
  let walk: Walk;
  try {
    walk = await walkConsole(page, realm, paths, data.links);
  } finally {
    await data.undo();
  }
  report(realm, paths.length, walk);
}

async function signInAt(page: Page, realm: 'lender' | 'embedder'): Promise<void> {
  await signInToConsole(page, realm, realm === 'lender' ? DEMO.lenderAdmin : DEMO.embedder);
  await expect(page).toHaveURL(new RegExp(`/${realm}/console/dashboard$`));
}

test('the checks catch what issue 27 measured and pass the formatted forms', () => {
  const raw = [
    'ENROLLMENT_STARTED',
    'PENDING_DOCUMENTS: 3',
    'STANDALONE / ADD ON',
    'Date accepted 2026-11-27T12:12:54.134Z',
    'Amount 15000.00',
    'Estimated payment 314.95',
    'APR 9.490',
    'Total due $1500.00',
    'Id 5f0c2d8e-7a41-4b7e-9a3c-1d2e3f4a5b6c',
  ];
  for (const text of raw) expect(displayFindings(text), text).not.toEqual([]);
  const formatted =
    'Enrollment started · Pending documents: 3 · Nov 27, 2026, 12:12 PM · $15,000.00 · $314.95 · 9.49% · 4.123% · Report date 2026-11-27 · 1.5 KB';
  expect(displayFindings(formatted)).toEqual([]);
  // A reset link's token in the outbox is no amount, however its characters fall.
  expect(displayFindings('forgot-password?token=eyJ9.eyJwd2QiOjA9.85QN2ff')).toEqual([]);
  // The model prescreen notice's heading, as the offer letter in the outbox prints it.
  expect(displayFindings('PRESCREEN & OPT-OUT NOTICE')).toEqual([]);
  // Data codes: a rule's bureau field anywhere, any code on the lender's lookup-list pages.
  expect(displayFindings('OLDEST_TRADE_MONTHS < 24')).toEqual([]);
  expect(displayFindings('FULL_TIME Full time', 'employmentStatus')).toEqual([]);
  expect(displayFindings('FULL_TIME Full time', 'branches')).not.toEqual([]);
});

test('admin console pages show formatted values', async ({ page }) => {
  await signInAsAdmin(page);
  const paths = adminPages.map((p) => p.path);
  await walkWith(page, 'admin', paths, await adminWalkData(page.request));
});

test('lender console pages show formatted values', async ({ page }) => {
  await signInAt(page, 'lender');
  const paths = lenderPages.map((p) => p.path);
  await walkWith(page, 'lender', paths, await lenderWalkData(page.request));
});

test('embedder console pages show formatted values', async ({ page }) => {
  await signInAt(page, 'embedder');
  const paths = embedderPages.map((p) => p.path);
  await walkWith(page, 'embedder', paths, await embedderWalkData(page.request));
});
