/** The route of a snapshot's deepest active state that names one (a child state's route wins over its parent's). */
export function routeOf(snapshot: { getMeta(): Record<string, unknown> }): string | null {
  const routes = Object.entries(snapshot.getMeta() as Record<string, { route?: unknown } | undefined>)
    .filter((entry): entry is [string, { route: string }] => typeof entry[1]?.route === 'string')
    .sort(([a], [b]) => b.length - a.length);
  return routes[0]?.[1].route ?? null;
}
