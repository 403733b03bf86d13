import type { CreditBureau } from '../catalog/lender.ts';
import type { OfferCategory } from '../catalog/products.ts';

/**
 * The prescreen opt-out notice (FCRA §615(d), 12 CFR 1022.54, model form in Appendix D to Part 1022): a short notice
 * beside each prescreened offer and a long notice one link away. The wording follows the model form with its
 * bracketed parts filled in: "credit" (Offerwell makes no insurance offers), the nationwide opt-out line, and the
 * consumer reporting agency the lender's prescreen file came from. One entry per bureau; a new wording gets a new
 * version so the version recorded with an offer view names the exact text shown (docs/decisions/0610).
 */
export interface PrescreenNoticeEntry {
  readonly bureau: CreditBureau;
  /** Recorded with each offer view; change it whenever the wording below changes. */
  readonly version: string;
  readonly agencyName: string;
  /** The agency's opt-out mailing address, one line. */
  readonly agencyAddress: string;
}

/** The nationwide consumer reporting agencies' joint opt-out system (FCRA §604(e)). */
export const OPT_OUT_PHONE = '1-888-5-OPT-OUT (1-888-567-8688)';
export const OPT_OUT_WEBSITE = 'www.optoutprescreen.com';
export const OPT_OUT_URL = 'https://www.optoutprescreen.com';
export const LONG_NOTICE_HEADING = 'PRESCREEN & OPT-OUT NOTICE';

export const PRESCREEN_NOTICES: Readonly<Record<CreditBureau, PrescreenNoticeEntry>> = {
  EXPERIAN: {
    bureau: 'EXPERIAN',
    version: 'prescreen-experian-2026-11',
    agencyName: 'Experian',
    agencyAddress: 'Experian, Attn: Opt Out, P.O. Box 919, Allen, TX 75013',
  },
  TRANSUNION: {
    bureau: 'TRANSUNION',
    version: 'prescreen-transunion-2026-11',
    agencyName: 'TransUnion',
    agencyAddress: 'TransUnion LLC, Opt Out Request, P.O. Box 505, Woodlyn, PA 19094',
  },
};

/** Every version the catalogue has shown; an offer view may only record one of these. */
export const PRESCREEN_NOTICE_VERSIONS: readonly string[] = Object.values(PRESCREEN_NOTICES).map((n) => n.version);

/**
 * Deposit accounts are not credit: a checking or CD offer is not a prescreened firm offer of credit, so it carries no
 * notice. Every lending category does, pre-approved or prequalified, because every offer comes from the lender's
 * prescreen file.
 */
const NOT_CREDIT: ReadonlySet<OfferCategory> = new Set(['CHECKING_ACCOUNT', 'CD']);
export const carriesPrescreenNotice = (category: OfferCategory): boolean => !NOT_CREDIT.has(category);

/** The short notice (model form, short portion): the right to opt out, the toll-free number, where the long one is. */
export const shortNotice = (location = 'the link below'): string =>
  `You can choose to stop receiving “prescreened” offers of credit from this and other companies by calling ` +
  `toll-free ${OPT_OUT_PHONE}. See ${LONG_NOTICE_HEADING} at ${location} for more information about prescreened offers.`;

/** The long notice (model form, long portion) for one bureau's entry, as paragraphs. */
export const longNotice = (entry: PrescreenNoticeEntry): readonly string[] => [
  // The model form's bracketed collateral clause applies to the secured loans (auto, home equity) the page may list.
  `${LONG_NOTICE_HEADING}: This “prescreened” offer of credit is based on information in your credit report ` +
    'indicating that you meet certain criteria. This offer is not guaranteed if you do not meet our criteria ' +
    '(for a secured loan, including providing acceptable property as collateral).',
  'If you do not want to receive prescreened offers of credit from this and other companies, call the consumer ' +
    `reporting agencies (${entry.agencyName}) toll-free, ${OPT_OUT_PHONE}; visit ${OPT_OUT_WEBSITE}; or write: ` +
    `${entry.agencyAddress}.`,
];

/** The catalogue entry for a bureau, or undefined for a value the catalogue does not know. */
export const prescreenNoticeFor = (bureau: string): PrescreenNoticeEntry | undefined =>
  (PRESCREEN_NOTICES as Record<string, PrescreenNoticeEntry>)[bureau];

/** The long notice page of a consumer site ('/consumer' or '/further'). */
export const longNoticePath = (siteBase: string, bureau: CreditBureau): string =>
  `${siteBase}/prescreen-notice/${bureau.toLowerCase()}`;

/** What an offer carries on the wire: the entry's version and agency with both notices' text. */
export interface PrescreenNoticeView {
  readonly bureau: CreditBureau;
  readonly version: string;
  readonly agencyName: string;
  readonly shortNotice: string;
  readonly longNotice: string[];
}

export const prescreenNoticeView = (bureau: CreditBureau): PrescreenNoticeView => {
  const entry = PRESCREEN_NOTICES[bureau];
  return {
    bureau,
    version: entry.version,
    agencyName: entry.agencyName,
    shortNotice: shortNotice(),
    longNotice: [...longNotice(entry)],
  };
};
