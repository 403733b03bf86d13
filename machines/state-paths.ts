/** The leaf state paths of a snapshot's value, as /charts names states: 'OFFERS_GENERATED', 'status.NEW'. */
export function stateValuePaths(value: string | { readonly [key: string]: unknown }): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' || (typeof child === 'object' && child !== null)
      ? stateValuePaths(child as string | Record<string, unknown>).map((path) => `${key}.${path}`)
      : [key],
  );
}

/**
 * An entity on its machine for /charts ("Show on chart"): the machine, the entity's state paths, and each event's
 * answer now as the machine gives it (`move`: a refusal says why).
 */
export function onChart<E extends string>(
  machine: { readonly id: string },
  state: string[],
  events: readonly E[],
  move: (type: E) => { readonly refused: string } | object,
) {
  return {
    machine: machine.id,
    state,
    events: events.map((type) => {
      const answer = move(type);
      return 'refused' in answer ? { type, allowed: false, reason: answer.refused } : { type, allowed: true };
    }),
  };
}
