/**
 * The consents a consumer gives (docs/decisions/0611): each kind's exact text and its version. A consent record
 * stores the version and the text's SHA-256, so what the consumer agreed to can be shown word for word later. Change
 * a text → give it a new version: consumers whose latest record of that kind names an older version are asked again.
 */
export const CONSENT_KINDS = ['TERMS', 'CREDIT_CHECK', 'ESIGN', 'CONTACT', 'HARD_CREDIT_CHECK'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Where the consent was given: the consumer site, the /further site. */
export const CONSENT_CHANNELS = ['consumer', 'further'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export interface ConsentText {
  readonly kind: ConsentKind;
  readonly version: string;
  readonly title: string;
  readonly text: string;
  /** Required to see and redeem offers; CONTACT (TCPA) is optional and never a condition of anything. */
  readonly required: boolean;
}

export const CONSENT_TEXTS: Readonly<Record<ConsentKind, ConsentText>> = {
  TERMS: {
    kind: 'TERMS',
    version: 'terms-2026-11',
    title: 'Terms of use and privacy notice',
    text: 'I agree to the terms of use and privacy notice of Offerwell.',
    required: true,
  },
  CREDIT_CHECK: {
    kind: 'CREDIT_CHECK',
    version: 'credit-check-2026-11',
    title: 'Credit check',
    text:
      'I authorize Offerwell and the lenders whose offers I view or redeem to obtain my credit report from a ' +
      'consumer reporting agency with a soft inquiry, which does not affect my credit score, to show and confirm ' +
      'my offers. A lender may make a hard inquiry only when I apply with it.',
    required: true,
  },
  ESIGN: {
    kind: 'ESIGN',
    version: 'esign-2026-11',
    title: 'Electronic records',
    text:
      'I agree to receive disclosures, notices and my offer certificate electronically, on these pages and by ' +
      'e-mail, instead of on paper. I can ask for a paper copy at no charge or withdraw this consent by contacting ' +
      'support; I can open and keep PDF documents on my device.',
    required: true,
  },
  CONTACT: {
    kind: 'CONTACT',
    version: 'contact-2026-11',
    title: 'Calls and texts (optional)',
    text:
      'I agree that Offerwell and the lenders of my offers may call or text me about my offers at the phone number ' +
      'I gave, including by automated means. This is not a condition of any offer. Message and data rates may ' +
      'apply; reply STOP to opt out.',
    required: false,
  },
  // Given only through the hard-pull sign-in (POST /auth/consumer/hard, docs/decisions/0671): never asked for by the
  // consent request (optional, so pendingConsents asks again only someone who gave an older version).
  HARD_CREDIT_CHECK: {
    kind: 'HARD_CREDIT_CHECK',
    version: 'hard-credit-check-2026-11',
    title: 'Hard credit inquiry',
    text:
      'I authorize Offerwell and the lenders whose offers I view to obtain my credit report from a consumer ' +
      'reporting agency with a hard inquiry now, to show me firm offers. A hard inquiry may lower my credit score ' +
      'and is visible to other lenders.',
    required: false,
  },
};

export const REQUIRED_CONSENTS: readonly ConsentKind[] = CONSENT_KINDS.filter((kind) => CONSENT_TEXTS[kind].required);

export interface ConsentRecordLike {
  readonly kind: ConsentKind;
  readonly version: string;
  readonly givenAt: string | Date;
}

/** The latest record of each kind (records in any order). */
export function latestConsents<T extends ConsentRecordLike>(records: readonly T[]): Map<ConsentKind, T> {
  const latest = new Map<ConsentKind, T>();
  for (const record of records) {
    const known = latest.get(record.kind);
    if (!known || new Date(record.givenAt) >= new Date(known.givenAt)) latest.set(record.kind, record);
  }
  return latest;
}

/**
 * The kinds to ask for: every required kind never given or last given to an older text, and the optional kinds the
 * consumer gave to an older text (a changed contact text is asked again; a never-given one is not pressed on them).
 */
export function pendingConsents(records: readonly ConsentRecordLike[]): ConsentKind[] {
  const latest = latestConsents(records);
  return CONSENT_KINDS.filter((kind) => {
    // A hard-inquiry consent covers the one inquiry it was given for: it is never asked for again.
    if (kind === 'HARD_CREDIT_CHECK') return false;
    const record = latest.get(kind);
    if (!record) return CONSENT_TEXTS[kind].required;
    return record.version !== CONSENT_TEXTS[kind].version;
  });
}

/** What the /further confirm page gives: the required consents, and the contact one when its box is ticked. */
export const confirmConsents = (contact: boolean): { kind: ConsentKind; version: string }[] =>
  CONSENT_KINDS.filter((kind) => CONSENT_TEXTS[kind].required || (contact && kind === 'CONTACT')).map((kind) => ({
    kind,
    version: CONSENT_TEXTS[kind].version,
  }));
