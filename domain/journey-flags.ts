/**
 * The consumer journey as combinable bit flags (001 §4). Values are kept inside a 16-bit unsigned range and
 * unknown bits are masked off, so a flag set read from storage or the wire can never carry undefined meaning.
 */
export const JOURNEY_FLAGS = {
  NONE: 0,
  ANONYMOUS: 1,
  REGISTRATION_OTP_PASSED: 2,
  REGISTRATION_COMPLETED: 4,
  OFFERS_GENERATED: 8,
  IDV_PASSED: 16,
  IDDOC_UPLOADED: 32,
  IDDOC_PASSED: 64,
  PENDING_DOCUMENTS: 128,
  REDEEMED: 256,
  REDIRECTING: 512,
} as const;

export type JourneyFlagName = keyof typeof JOURNEY_FLAGS;
/** A set of journey flags; a plain number at runtime, branded so arbitrary numbers need `toJourneyFlags`. */
export type JourneyFlags = number & { readonly __brand: 'JourneyFlags' };

const FLAG_NAMES = Object.keys(JOURNEY_FLAGS) as JourneyFlagName[];
const NAMED_FLAGS = FLAG_NAMES.filter((name) => JOURNEY_FLAGS[name] !== 0);

/** Every defined bit; anything outside is unknown and masked off. */
export const KNOWN_JOURNEY_BITS = NAMED_FLAGS.reduce((mask, name) => mask | JOURNEY_FLAGS[name], 0);
const UINT16_MAX = 0xffff;

export const NO_JOURNEY_FLAGS = 0 as JourneyFlags;

/** Masks any number (negative, fractional, out of range) into a valid flag set. */
export const toJourneyFlags = (value: number): JourneyFlags => {
  if (!Number.isFinite(value)) return NO_JOURNEY_FLAGS;
  return (Math.trunc(value) & UINT16_MAX & KNOWN_JOURNEY_BITS) as JourneyFlags;
};

/** Whether the number is exactly a valid flag set (an integer with only known bits). */
export const isJourneyFlags = (value: number): value is JourneyFlags =>
  Number.isInteger(value) && value >= 0 && value <= UINT16_MAX && (value & ~KNOWN_JOURNEY_BITS) === 0;

type FlagInput = JourneyFlags | JourneyFlagName;
const bitsOf = (input: FlagInput): number => (typeof input === 'string' ? JOURNEY_FLAGS[input] : input);

export const combineFlags = (...inputs: readonly FlagInput[]): JourneyFlags =>
  toJourneyFlags(inputs.reduce<number>((acc, input) => acc | bitsOf(input), 0));

export const addFlags = (flags: JourneyFlags, ...inputs: readonly FlagInput[]): JourneyFlags =>
  combineFlags(flags, ...inputs);

export const removeFlags = (flags: JourneyFlags, ...inputs: readonly FlagInput[]): JourneyFlags =>
  toJourneyFlags(flags & ~combineFlags(...inputs));

/** True when at least one of the given flags is set; asking about NONE only is always false. */
export const hasAnyFlag = (flags: JourneyFlags, ...inputs: readonly FlagInput[]): boolean =>
  (flags & combineFlags(...inputs)) !== 0;

/** True when every given flag is set; asking about nothing (or NONE) is vacuously true. */
export const hasAllFlags = (flags: JourneyFlags, ...inputs: readonly FlagInput[]): boolean => {
  const wanted = combineFlags(...inputs);
  return (flags & wanted) === wanted;
};

/** The names of the set flags, lowest bit first; an empty set formats as ['NONE']. */
export const flagNames = (flags: JourneyFlags): JourneyFlagName[] => {
  const names = NAMED_FLAGS.filter((name) => (flags & JOURNEY_FLAGS[name]) !== 0);
  return names.length > 0 ? names : ['NONE'];
};

/** 'IDV_PASSED|REDEEMED' style text, for logs and storage. */
export const formatJourneyFlags = (flags: JourneyFlags): string => flagNames(flags).join('|');

/**
 * Parses names separated by '|', ',' or whitespace (case-insensitive), or a decimal number.
 * Returns undefined for an unknown name so callers can reject bad input rather than silently drop it.
 */
export const parseJourneyFlags = (text: string): JourneyFlags | undefined => {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed);
    return isJourneyFlags(value) ? value : undefined;
  }
  const tokens = trimmed.split(/[|,\s]+/).filter((token) => token.length > 0);
  let bits = 0;
  for (const token of tokens) {
    const name = FLAG_NAMES.find((candidate) => candidate === token.toUpperCase());
    if (name === undefined) return undefined;
    bits |= JOURNEY_FLAGS[name];
  }
  return bits as JourneyFlags;
};

/**
 * The flags a signed-in consumer starts with (001 §4, 000 §4): offers generated, plus pending documents when a
 * redemption is waiting for documents.
 */
export const initialJourneyFlags = (consumer: { readonly pendingRedemptionId?: string | null }): JourneyFlags =>
  consumer.pendingRedemptionId
    ? combineFlags('OFFERS_GENERATED', 'PENDING_DOCUMENTS')
    : combineFlags('OFFERS_GENERATED');

/**
 * The flags of a workflow state as the server answers it (the flag names, `consumers.workflow_state`); names that
 * are not journey flags are ignored, as unknown bits are. The marketplace router judges the consumer's journey on
 * these flags (001 §4).
 */
export const journeyFlagsOf = (names: readonly string[]): JourneyFlags =>
  combineFlags(...names.filter((name): name is JourneyFlagName => Object.hasOwn(JOURNEY_FLAGS, name)));
