/**
 * Whether a value from outside (a URL, a stored row, the wire) is one of a catalogue's codes. One guard for every
 * code set: each catalogue used to restate the same widening cast (`as readonly string[]`) to ask `includes` of its
 * literal tuple.
 */
export const isOneOf = <const Code extends string>(codes: readonly Code[], value: string): value is Code =>
  (codes as readonly string[]).includes(value);
