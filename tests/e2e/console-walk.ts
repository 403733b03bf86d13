import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { displayFindings } from './display-findings.ts';
import { settlePage, trackOpenRequests } from './page-quiet.ts';
import { captureScreens } from './screenshots.ts';

// Walks every route of a console page table as a signed-in user: each route's parameters are the demo data's ids,
// read from the links of the pages already walked, else from the list its parent page loaded (the first row's id),
// else the seed's fixed id below. A route that cannot be opened is reported by name, never skipped silently.

export type Realm = 'admin' | 'lender' | 'embedder';

export interface Walk {
  readonly walked: string[];
  readonly findings: string[];
  readonly unopened: string[];
  /**
   * `path: GET url ×n` for each API URL a page's first load asked for more than once: a loader and its screen that
   * build one query two ways (two cache keys) fetch it twice (issue 27 item 2).
   */
  readonly refetched: string[];
}

/** The API GETs of one page load asked more than once, as `GET /api/… ×n`. */
function repeatedGets(urls: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([url, n]) => `GET ${url} ×${n}`);
}

/** Ids the seed fixes (server/db/seed-campaign.ts, seed-consumers.ts), for parameters no walked page gives. */
const SEED_IDS: Readonly<Record<string, string>> = {
  // Acme Auto, the demo embedder (its number: processing steps name embedders by number).
  embedderId: '1',
  ucCampaignId: '70000000-0000-4000-8000-000000000001',
  campaignId: '70000000-0000-4000-8000-000000000001',
  redemptionId: '50000000-0000-4000-8000-000000000003',
};

/** Pages whose formatted values people look at in the screenshots (1280 and 390 wide; none when E2E_SCREENS=off). */
const SCREENS = new Set([
  'uc/campaign',
  'reports',
  'materialReports',
  'users',
  'loanLeads',
  'loanLeads/$redemptionId',
  'campaign/upcoming/enrollment/product/$productId',
  'keys/postbacks',
]);

/** Path segments that are pages of their own, never a parameter's value. */
const LITERALS = new Set(['new', 'import', 'edit', 'view', 'users', 'current', 'next', 'upcoming', 'rates']);

type Row = Readonly<Record<string, unknown>>;

/** The objects of every array in a JSON answer: the rows a list page loaded. */
function rowsOf(json: unknown, into: Row[] = []): Row[] {
  if (Array.isArray(json)) {
    for (const item of json) if (item && typeof item === 'object' && !Array.isArray(item)) into.push(item as Row);
  }
  if (json && typeof json === 'object') for (const value of Object.values(json)) rowsOf(value, into);
  return into;
}

const idOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

interface Seen {
  /** Links to rows the test made for the walk: only a whole route's match takes its ids from them. */
  readonly made: readonly string[];
  readonly links: Set<string>;
  /** The rows each walked page (its URL) loaded. */
  readonly rows: Map<string, Row[]>;
}

/** The route's URL with ids for its parameters, or undefined while one is unknown. */
function resolve(base: string, path: string, seen: Seen): string | undefined {
  const names = [...path.matchAll(/\$([A-Za-z]+)/g)].map((m) => m[1] as string);
  if (names.length > 0) {
    const whole = new RegExp(`^${base}/${path.replace(/\$[A-Za-z]+/g, '([^/?#]+)')}(?:[?#].*)?$`);
    const link = [...seen.made, ...seen.links].find((candidate) =>
      whole
        .exec(candidate)
        ?.slice(1)
        .every((value) => !LITERALS.has(value)),
    );
    if (link) return link.replace(/[?#].*$/, '');
  }
  let resolved = path;
  for (const name of names) {
    const at = resolved.indexOf(`$${name}`);
    const prefix = resolved.slice(0, at + name.length + 1);
    const re = new RegExp(`^${base}/${prefix.replace(`$${name}`, '([^/?#]+)')}(?:[/?#]|$)`);
    const fromLinks = [...seen.links].map((link) => re.exec(link)?.[1]).find((v) => v && !LITERALS.has(v));
    const parentRows = seen.rows.get(`${base}/${resolved.slice(0, at - 1)}`) ?? [];
    const fromRows =
      parentRows.map((row) => idOf(row[name])).find(Boolean) ?? parentRows.map((row) => idOf(row.id)).find(Boolean);
    const value = fromLinks ?? fromRows ?? SEED_IDS[name];
    if (!value) return undefined;
    resolved = resolved.replace(`$${name}`, value);
  }
  return `${base}/${resolved}`;
}

/** Opens every path (relative to /{realm}/console) and collects what its visible main text should not show. */
export async function walkConsole(
  page: Page,
  realm: Realm,
  paths: readonly string[],
  made: readonly string[] = [],
): Promise<Walk> {
  const base = `/${realm}/console`;
  const result: Walk = { walked: [], findings: [], unopened: [], refetched: [] };
  const seen: Seen = { made, links: new Set(), rows: new Map() };
  let rows: Row[] = [];
  let gets: string[] = [];
  const requests = trackOpenRequests(page);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(url.pathname + url.search);
  });
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    // Into the rows of the page that asked (a later page's load starts a new list), read before the page settles.
    const into = rows;
    requests.track(
      response.json().then(
        (json: unknown) => into.push(...rowsOf(json)),
        () => undefined,
      ),
    );
  });
  // The page the walk starts on (the sign-in's landing page) ends its own loads first: a request it makes late is
  // not the first walked page's.
  await settlePage(page, requests.open).catch(() => undefined);
  let pending = [...paths];
  // Passes until no route resolves any more: a child's ids come from its parent's page.
  for (let progress = true; pending.length && progress; ) {
    progress = false;
    for (const path of [...pending]) {
      const url = resolve(base, path, seen);
      if (!url) continue;
      pending = pending.filter((p) => p !== path);
      progress = true;
      rows = [];
      seen.rows.set(url, rows);
      gets = [];
      // The heading and the page's own requests say when it has loaded: no wait for the 'load' event's fonts and
      // images, nor networkidle's fixed 500 ms of silence (display walk: 2.6 min, issue 31 item 6).
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      try {
        await settlePage(page, requests.open);
        for (const repeat of repeatedGets(gets)) result.refetched.push(`${path}: ${repeat}`);
      } catch {
        result.unopened.push(`${path} (${url}): no heading; landed on ${new URL(page.url()).pathname}`);
        continue;
      }
      result.walked.push(path);
      const landed = new URL(page.url()).pathname;
      if (landed !== url) result.unopened.push(`${path} (${url}) redirected to ${landed}; checked what it showed`);
      const hrefs = await page
        .locator(`a[href^="${base}/"]`)
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) seen.links.add(href);
      // The text as the code printed it: a CSS capitalisation (a small-caps label) is not a raw value.
      await page.addStyleTag({ content: '* { text-transform: none !important; }' });
      const text = await page.locator('main').innerText();
      if (process.env.E2E_DISPLAY_DUMP) {
        const file = join(process.env.E2E_DISPLAY_DUMP, realm, `${path.replaceAll('/', '_')}.txt`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      if (SCREENS.has(path)) await captureScreens(page, `display-${realm}-${path.replace(/[/$]+/g, '-')}`);
      for (const finding of displayFindings(text, path))
        result.findings.push(`${path}: ${finding.rule} "${finding.text}"`);
    }
  }
  for (const path of pending) result.unopened.push(`${path}: no demo id for its parameters`);
  return result;
}
