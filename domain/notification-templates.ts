import type { NotificationChannel, NotificationKind } from './catalog/lender.ts';

/**
 * Notification templates (002 §3: email subject and body, SMS message) for the three kinds of 000 §4. A template
 * names values as {{placeholder}}; each kind has its own set (what the event that sends it knows), so a lender
 * cannot write one that would go out with a hole in it. The console's preview renders a template with SAMPLE values.
 */
export interface NotificationTemplateText {
  emailSubject: string;
  emailBody: string;
  smsMessage: string | null;
  /**
   * 002 §3 notification channels: EMAIL sends the e-mail as written; PDF sends it with the loan certificate attached
   * as a PDF (only the loan certificate has a document to attach: CHANNEL_KINDS).
   */
  channel: NotificationChannel;
}

/** The kinds that may go out on each channel: a PDF exists only for the loan certificate. */
export const CHANNEL_KINDS: Readonly<Record<NotificationChannel, readonly NotificationKind[]>> = {
  EMAIL: ['LOAN_CERTIFICATE', 'LOAN_LEAD_DELIVERY_FAILURE', 'REDEMPTION_LIMIT_EXCEEDED'],
  PDF: ['LOAN_CERTIFICATE'],
};

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  EMAIL: 'E-mail only',
  PDF: 'E-mail with the certificate attached as a PDF',
};

export const TEMPLATE_FIELDS = ['emailSubject', 'emailBody', 'smsMessage'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** SMS message length: two concatenated SMS segments (160 characters each). */
export const MAX_SMS_LENGTH = 320;
export const MAX_EMAIL_SUBJECT_LENGTH = 200;
export const MAX_EMAIL_BODY_LENGTH = 10_000;

export const PLACEHOLDERS = {
  consumerFirstName: 'Jordan',
  consumerLastName: 'Rivera',
  lenderName: 'Summit Credit Union',
  productName: 'New Auto Loan',
  loanAmount: '$25,000.00',
  apr: '5.49%',
  termMonths: '60',
  certificateNumber: 'CERT-20261123-0042',
  expirationDate: '12-23-2026',
  redemptionId: 'a3f1c2d4',
  dataPartner: 'CUNEXUS',
  failureReason: 'The loan origination system did not answer',
  redeemLimitCount: '250',
  redeemedCount: '250',
  redeemLimitAmount: '$5,000,000.00',
  redeemedAmount: '$4,980,000.00',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

/** Placeholders each kind may use: the values known when that notification is sent. */
export const NOTIFICATION_PLACEHOLDERS: Readonly<Record<NotificationKind, readonly Placeholder[]>> = {
  // To the consumer, with the certificate of a redeemed offer.
  LOAN_CERTIFICATE: [
    'consumerFirstName',
    'consumerLastName',
    'lenderName',
    'productName',
    'loanAmount',
    'apr',
    'termMonths',
    'certificateNumber',
    'expirationDate',
  ],
  // To the lender's loan-lead e-mail list, when a lead could not be pushed to its loan origination system.
  LOAN_LEAD_DELIVERY_FAILURE: [
    'consumerFirstName',
    'consumerLastName',
    'lenderName',
    'productName',
    'loanAmount',
    'redemptionId',
    'dataPartner',
    'failureReason',
  ],
  // To the lender, when a redemption would pass a product's redeem limit (002 §9).
  REDEMPTION_LIMIT_EXCEEDED: [
    'lenderName',
    'productName',
    'redeemLimitCount',
    'redeemedCount',
    'redeemLimitAmount',
    'redeemedAmount',
  ],
};

/** What a template holds until the lender writes its own. */
export const DEFAULT_NOTIFICATION_TEMPLATES: Readonly<Record<NotificationKind, NotificationTemplateText>> = {
  LOAN_CERTIFICATE: {
    emailSubject: 'Your {{productName}} certificate from {{lenderName}}',
    emailBody:
      'Hi {{consumerFirstName}},\n\nThank you for choosing {{lenderName}}. Your {{productName}} certificate ' +
      '{{certificateNumber}} is attached: {{loanAmount}} at {{apr}} APR for {{termMonths}} months.\n\n' +
      'Bring it to any branch or apply online before {{expirationDate}}.',
    smsMessage:
      '{{lenderName}}: your {{productName}} certificate {{certificateNumber}} for {{loanAmount}} is in your e-mail. ' +
      'Valid until {{expirationDate}}.',
    channel: 'PDF',
  },
  LOAN_LEAD_DELIVERY_FAILURE: {
    emailSubject: 'Loan lead {{redemptionId}} was not delivered',
    emailBody:
      'The loan lead {{redemptionId}} ({{productName}}, {{loanAmount}}) for {{consumerFirstName}} ' +
      '{{consumerLastName}} could not be delivered through {{dataPartner}}: {{failureReason}}.\n\n' +
      'Open Loan Leads in the console to push it again.',
    smsMessage: null,
    channel: 'EMAIL',
  },
  REDEMPTION_LIMIT_EXCEEDED: {
    emailSubject: '{{productName}} reached its redeem limit',
    emailBody:
      '{{productName}} has {{redeemedCount}} of {{redeemLimitCount}} redemptions ({{redeemedAmount}} of ' +
      '{{redeemLimitAmount}}). New redemptions are refused until you raise the limit in Campaign Management.',
    smsMessage: null,
    channel: 'EMAIL',
  },
};

// `{{ name }}`: any text between double braces is a placeholder, so a misspelt one is caught rather than sent.
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, each once, in order of first use. */
export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? ''))];
}

/** Placeholders of a template that its kind does not know, per field (fields with none are left out). */
export function unknownPlaceholders(
  kind: NotificationKind,
  template: Readonly<Partial<Record<TemplateField, string | null>>>,
): Partial<Record<TemplateField, string[]>> {
  const allowed = new Set<string>(NOTIFICATION_PLACEHOLDERS[kind]);
  const unknown: Partial<Record<TemplateField, string[]>> = {};
  for (const field of TEMPLATE_FIELDS) {
    const names = findPlaceholders(template[field] ?? '').filter((name) => !allowed.has(name));
    if (names.length > 0) unknown[field] = names;
  }
  return unknown;
}

export const unknownPlaceholderMessage = (names: readonly string[]): string =>
  `Unknown placeholder${names.length > 1 ? 's' : ''}: ${names.map((name) => `{{${name}}}`).join(', ')}`;

/** Fills a template's placeholders from `sample`; a placeholder without a value stays as written. */
export function renderTemplate(template: string, sample: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER_PATTERN, (written, name: string) =>
    Object.hasOwn(sample, name) ? (sample[name] ?? written) : written,
  );
}

/** Sample values for a kind's preview, with the lender's and product's real names where known. */
export function previewSample(
  kind: NotificationKind,
  names: { lenderName?: string; productName?: string } = {},
): Record<string, string> {
  const sample: Record<string, string> = {};
  for (const name of NOTIFICATION_PLACEHOLDERS[kind]) sample[name] = PLACEHOLDERS[name];
  if (names.lenderName && 'lenderName' in sample) sample.lenderName = names.lenderName;
  if (names.productName && 'productName' in sample) sample.productName = names.productName;
  return sample;
}

/**
 * The lender-wide template of a kind: path productId '0'
 * (docs/decisions/0225-notification-templates-membership-and-product.md).
 */
export const ALL_PRODUCTS_ID = '0';
