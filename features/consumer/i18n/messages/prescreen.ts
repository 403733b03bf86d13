import { defineMessages } from '../../../../ui/intl/define-messages.ts';

/**
 * The prescreen notices (12 CFR 1022.54, domain/compliance/prescreen-notice.ts), their English the domain's word for
 * word with its values as placeholders (prescreen-text.test.ts compares them). The ids carry the wording's date, as
 * the consent texts carry their version (decision 0712): a changed English is a new id with no Spanish yet.
 */
export const prescreenMessages = defineMessages({
  heading: { id: 'consumer.prescreen.2026-11.heading', defaultMessage: 'PRESCREEN & OPT-OUT NOTICE' },
  linkBelow: { id: 'consumer.prescreen.2026-11.linkBelow', defaultMessage: 'the link below' },
  short: {
    id: 'consumer.prescreen.2026-11.short',
    defaultMessage:
      'You can choose to stop receiving “prescreened” offers of credit from this and other companies by calling toll-free {phone}. See {heading} at {location} for more information about prescreened offers.',
  },
  long1: {
    id: 'consumer.prescreen.2026-11.long1',
    defaultMessage:
      '{heading}: This “prescreened” offer of credit is based on information in your credit report indicating that you meet certain criteria. This offer is not guaranteed if you do not meet our criteria (for a secured loan, including providing acceptable property as collateral).',
  },
  long2: {
    id: 'consumer.prescreen.2026-11.long2',
    defaultMessage:
      'If you do not want to receive prescreened offers of credit from this and other companies, call the consumer reporting agencies ({agency}) toll-free, {phone}; visit {website}; or write: {address}.',
  },
  optOut: {
    id: 'consumer.prescreen.optOut',
    defaultMessage: 'Opt out by phone at {phone} or online at <link>{website}</link>. Notice version {version}.',
  },
});
