import * as v from 'valibot';

const text = v.pipe(v.string(), v.maxLength(200));
/** One event of the machine as the entity stands now: whether it is taken, and why not when it is refused. */
const chartEvent = v.object({ type: text, allowed: v.boolean(), reason: v.optional(text) });

/**
 * /charts?machine=…&entity=…&state=…&events=…: one entity shown on its machine (issue 28 item 6). The page that
 * shows the entity asks its lifecycle machine (the same one the server asks) for the state and the events, so the
 * chart answers "why can't I activate this campaign?" with the machine's own reasons. A malformed part is dropped,
 * never an error page: the chart of every machine still shows.
 */
export const chartSearchSchema = v.object({
  machine: v.fallback(v.optional(text), undefined),
  entity: v.fallback(v.optional(text), undefined),
  state: v.fallback(v.optional(v.pipe(v.array(text), v.maxLength(10))), undefined),
  events: v.fallback(v.optional(v.pipe(v.array(chartEvent), v.maxLength(40))), undefined),
});
export type ChartSearch = v.InferOutput<typeof chartSearchSchema>;
export type ChartEvent = v.InferOutput<typeof chartEvent>;

/** An entity on its machine: the machine's id, what the entity is called, its state paths and its events now. */
export interface ChartFocus {
  readonly machine: string;
  readonly entity: string;
  /** State paths as the chart names them ('OFFERS_GENERATED', 'status.NEW'). */
  readonly state: readonly string[];
  readonly events: readonly ChartEvent[];
}
