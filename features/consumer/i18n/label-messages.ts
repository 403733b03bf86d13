/** A message whose id is fixed and whose English is the seed's (or the domain's) own label. */
export interface LabelMessage<Id extends string> {
  readonly id: Id;
  readonly defaultMessage: string;
}

/** A list of values that are their own English labels ('cash back', 'Automobile') as a label table. */
export const asLabels = <const T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<T[number], string>;

/**
 * Messages for a domain label table (offer categories, sort options…): one id per key, `{prefix}.{key}`, with the
 * domain's English as the default, so the English pages show exactly what the consoles and the tests read.
 */
export function labelMessages<const Prefix extends string, Key extends string>(
  prefix: Prefix,
  labels: Readonly<Record<Key, string>>,
): { readonly [K in Key]: LabelMessage<`${Prefix}.${K}`> } {
  return Object.fromEntries(
    Object.entries<string>(labels).map(([key, label]) => [key, { id: `${prefix}.${key}`, defaultMessage: label }]),
  ) as { readonly [K in Key]: LabelMessage<`${Prefix}.${K}`> };
}
