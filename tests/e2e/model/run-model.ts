import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Cover, type CoveringPath, eventKey, type ModelEvent } from './covering-paths.ts';

/** How a state shows in the browser: its URL and an element only its screen has. */
export interface Screen<F> {
  url: (fixture: F) => RegExp;
  shows: (page: Page) => Locator;
}

/** A transition out of a browser-caused event; a state the browser only passes through is not asserted. */
export type ScreenMap<F> = Readonly<Record<string, Screen<F> | { passing: string }>>;

/**
 * How a page causes each model event (eventKey names it) from the state it is in (one event may be another button on
 * another screen), the state it leads to (`to`), and the server's answer the path takes next (`next`, or any answer
 * further on in `later`: a file chosen now decides the validation's answer two steps on); a
 * server's answer needs no action of its own: the set-up or the input typed before chose it. `event` is the model's
 * event itself, for one key that stands for several choices (the router's `workflow.next` with a category or an offer).
 */
export type EventMap<F> = Readonly<
  Record<
    string,
    (
      page: Page,
      fixture: F,
      at: { from: string; to: string; next?: string; later: string[]; event: ModelEvent },
    ) => Promise<void>
  >
>;

/** An event or state of the machine left out of the browser set, with why (printed and in docs/statecharts-paths.md). */
export interface Skipped {
  what: string;
  reason: string;
}

export interface ModelSpec<F> {
  title: string;
  cover: Cover;
  /** Sets the system up for a path of this scenario (fresh consumer, signed in) and opens its initial screen. */
  setup: Readonly<Record<string, (page: Page) => Promise<F>>>;
  screens: ScreenMap<F>;
  events: EventMap<F>;
  skipped: readonly Skipped[];
  /** Per-path timeout: a path walks many screens and a few server polls. */
  timeout?: number;
}

function summary<F>(spec: ModelSpec<F>): string {
  const { cover } = spec;
  return [
    `${spec.title}: ${cover.states.length} states, ${cover.transitions.length} transitions in the browser model;`,
    `${cover.paths.length} paths of ${cover.steps} steps cover them (uncovered: ${cover.uncoveredStates.length} states, ${cover.uncoveredTransitions.length} transitions).`,
    'Left out of the browser set:',
    ...spec.skipped.map((skip) => `  - ${skip.what}: ${skip.reason}`),
  ].join('\n');
}

async function assertScreen<F>(page: Page, spec: ModelSpec<F>, state: string, fixture: F, where: string) {
  const screen = spec.screens[state];
  if (!screen || 'passing' in screen) return;
  await expect(page, `${where}: URL of ${state}`).toHaveURL(screen.url(fixture), { timeout: 40_000 });
  await expect(screen.shows(page), `${where}: screen of ${state}`).toBeVisible();
}

async function replay<F>(page: Page, spec: ModelSpec<F>, path: CoveringPath): Promise<void> {
  const setup = spec.setup[path.scenario];
  if (!setup) throw new Error(`no set-up for scenario ${path.scenario}`);
  const fixture = await setup(page);
  await assertScreen(page, spec, path.initial, fixture, 'start');
  let from = path.initial;
  for (const [index, step] of path.steps.entries()) {
    const key = eventKey(step.event);
    await test.step(`${key} → ${step.state}`, async () => {
      const next = path.steps[index + 1];
      const later = path.steps.slice(index + 1).map((s) => eventKey(s.event));
      const at = { from, to: step.state, later, event: step.event, ...(next ? { next: eventKey(next.event) } : {}) };
      await spec.events[key]?.(page, fixture, at);
      await assertScreen(page, spec, step.state, fixture, `step ${index + 1} (${from} --${key}-->)`);
    });
    from = step.state;
  }
}

/**
 * Playwright tests from a machine's covering path set: one test checks the set covers the browser model and that
 * every state and event has its page mapping, then one test per path replays it in the browser, checking the URL and
 * the screen after every step. Paths run in order in one worker (the file is not fully parallel): they share the scenarios' consumers.
 */
export function defineModelTests<F>(spec: ModelSpec<F>): void {
  test.describe(spec.title, () => {
    test('the path set covers every state and transition of the browser model', () => {
      console.log(summary(spec));
      expect(spec.cover.uncoveredStates).toEqual([]);
      expect(spec.cover.uncoveredTransitions).toEqual([]);
      expect(spec.cover.states.filter((state) => !(state in spec.screens))).toEqual([]);
      // A machine state outside the browser model is named, with its reason, in the skipped list.
      const named = new Set(spec.skipped.map((skip) => skip.what));
      const outside = spec.cover.machineStates.filter((state) => !spec.cover.states.includes(state));
      expect(outside.filter((state) => !named.has(`state ${state}`))).toEqual([]);
      const keys = new Set(spec.cover.paths.flatMap((path) => path.steps.map((step) => eventKey(step.event))));
      expect([...keys].filter((key) => !(key in spec.events))).toEqual([]);
    });
    for (const [index, path] of spec.cover.paths.entries()) {
      const last = path.steps[path.steps.length - 1]?.state ?? path.initial;
      test(`path ${index + 1} (${path.scenario}, ${path.steps.length} steps) to ${last}`, async ({ page }) => {
        test.setTimeout(spec.timeout ?? 150_000);
        await replay(page, spec, path);
      });
    }
  });
}

export type { ModelEvent };
