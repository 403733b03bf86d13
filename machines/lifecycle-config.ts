/**
 * Shorthands for the status lifecycles' state nodes. They build the very config a hand-written chart declares
 * (`{ EVENT: { target } }`, `{ type: 'final', description }`), so the charts, /charts and the model-based tests see
 * the same machine; they only spare each lifecycle restating the shape of every transition.
 */

/**
 * A state's `on`: each event and the one state it moves to. The event names are checked against the machine's events
 * (inferred from where the result goes, hence NoInfer), as an `on` written out would be.
 */
export function moves<E extends string>(
  targets: { readonly [K in NoInfer<E>]?: string },
): { [K in E]?: { target: string } } {
  return Object.fromEntries(Object.entries(targets).map(([event, target]) => [event, { target }])) as {
    [K in E]?: { target: string };
  };
}

/** A final state: the status never changes again. */
export const ended = (description: string) => ({ type: 'final' as const, description });
