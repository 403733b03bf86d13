/** A closed set of codes together with the words each one shows as. */
export interface LabelledCodes<Code extends string> {
  /** The codes, in the order the labels were written (the order screens list them in). */
  readonly codes: readonly [Code, ...Code[]];
  readonly labels: Readonly<Record<Code, string>>;
}

/**
 * Declares a code set by its labels alone, so the codes are written once: a separate list beside a label record
 * had to repeat every key and keep the two in step by hand. The codes keep the labels' key order (string keys that
 * are not array indices keep insertion order in JavaScript).
 */
export function labelledCodes<const Code extends string>(labels: Readonly<Record<Code, string>>): LabelledCodes<Code> {
  return { codes: Object.keys(labels) as unknown as readonly [Code, ...Code[]], labels };
}
