import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Set to test a server that is already running (no webServer is started then). */
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
// One embedded-Postgres data directory per port, wiped before each run so every run starts from the demo seed
// and runs leave no pile of old databases behind. Not made with mkdtemp: its 0700 mode keeps out the unprivileged
// user embedded Postgres runs as under root.
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `offerwell-e2e-${PORT}`);

/**
 * Specs that change platform-wide settings other specs' journeys read, or reset the demo consumers other specs walk
 * (the generated redeem paths): they run once the rest has finished.
 */
const LAST = ['**/admin-bureau.spec.ts', '**/model/*.model.spec.ts'];
// Walker's redemption in Spanish redeems the offer redeem.spec.ts and the redemption model redeem as Walker: it runs
// alone after them, on a Walker it resets first.
const AFTER_ALL = ['**/redeem-spanish.spec.ts'];

/**
 * Debian's chromium: Playwright's own browser download is not available on this machine. Its old headless shell
 * (package chromium-headless-shell, what Playwright itself runs headless) where installed: the full browser's new
 * headless mode spent 110 CPU-s where the shell spent 76 on the same two spec files (account, lender-integrations;
 * the browser is ~70 % of the suite's CPU on 2 cores). E2E_CHROMIUM names another.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  // The screenshot tour only takes pictures for people to look at: left out when screenshots are off (CI).
  testIgnore: process.env.E2E_SCREENS === 'off' ? ['**/screens.spec.ts'] : [],
  projects: [
    {
      name: 'suite',
      testIgnore: [...(process.env.E2E_SCREENS === 'off' ? ['**/screens.spec.ts'] : []), ...LAST, ...AFTER_ALL],
    },
    // Saves the platform's bureau connection (an unreachable host, then the sandbox SFTP bureau) while it runs: after
    // the suite, so no other spec's processing step sends its bureau export there.
    { name: 'platform-settings', testMatch: LAST, dependencies: ['suite'] },
    { name: 'spanish', testMatch: AFTER_ALL, dependencies: ['platform-settings'] },
  ],
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two workers share this machine's 2 cores with the server and its PostgreSQL: a journey of many pages and axe runs
  // can pass a minute while nothing is wrong, so a test has two.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://localhost:${PORT}`,
    // A failed test keeps its trace of actions, console and network (and the failure screenshot below). DOM snapshots
    // and the screencast were recorded for every test, passed or not, and cost more than a third of the browser
    // suite's CPU on this 2-core machine (2 spec files: 326 → 188 CPU-s, 3.0 → 1.9 min).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // More flags to weigh side by side (e.g. E2E_EXTRA_ARGS=--js-flags=--no-maglev), as docs/performance.md does.
        ...(process.env.E2E_EXTRA_ARGS ?? '').split(' ').filter(Boolean),
      ],
    },
  },
  // Expects dist/ already built (`npx vite build`); the server serves it beside /api.
  ...(EXTERNAL_BASE_URL
    ? {}
    : {
        webServer: {
          command: `rm -rf "${DATA_DIR}" && npx tsx server/main.ts`,
          url: `http://localhost:${PORT}/api/health`,
          // The e2e database is wiped before each run: no commit needs to wait for a disk flush.
          // The sandbox bureau's SFTP endpoint on a free port: parallel runs never clash (the page fills it in).
          // Jobs picked up every 0.5 s, not 2 s: journeys wait on processing steps, imports and projections.
          env: {
            PORT: String(PORT),
            DATA_DIR,
            LOG_LEVEL: 'warn',
            EMBEDDED_PG_DURABLE: 'off',
            BUREAU_SANDBOX_SFTP: '1',
            BUREAU_SANDBOX_SFTP_PORT: '0',
            JOBS_POLLING_SECONDS: '0.5',
          },
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      }),
});
