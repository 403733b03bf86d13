/** The leaf state paths of a snapshot's value, as /charts names states: 'OFFERS_GENERATED', 'status.NEW'. */
export function stateValuePaths(value: string | { readonly [key: string]: unknown }): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' || (typeof child === 'object' && child !== null)
      ? stateValuePaths(child as string | Record<string, unknown>).map((path) => `${key}.${path}`)
      : [key],
  );
}
