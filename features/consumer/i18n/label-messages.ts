/** A message whose id is fixed and whose English is the seed's (or the domain's) own label. */
export interface LabelMessage<Id extends string> {
  readonly id: Id;
  readonly defaultMessage: string;
}

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
