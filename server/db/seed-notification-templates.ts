import type { NotificationKind } from '../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID, type NotificationTemplateText } from '../../domain/notification-templates.ts';
import type { Db } from './pool.ts';
import { fiNotificationTemplates } from './schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SUMMIT_TEMPLATES: readonly { kind: NotificationKind; productId: string; text: NotificationTemplateText }[] = [
  {
    kind: 'LOAN_CERTIFICATE',
    productId: ALL_PRODUCTS_ID,
    text: {
      emailSubject: '{{consumerFirstName}}, your {{productName}} certificate is ready',
      emailBody:
        'Hi {{consumerFirstName}},\n\nWelcome to {{lenderName}}! Certificate {{certificateNumber}} holds your ' +
        '{{productName}}: {{loanAmount}} at {{apr}} APR for {{termMonths}} months, until {{expirationDate}}.\n\n' +
        'Visit any Summit branch or call us to finish your application.',
      smsMessage: '{{lenderName}}: certificate {{certificateNumber}} for {{loanAmount}} is in your inbox.',
      channel: 'PDF',
    },
  },
  {
    // A product may say more than the lender's template for all products.
    kind: 'LOAN_CERTIFICATE',
    productId: '60000000-0000-4000-8000-000000000001',
    text: {
      emailSubject: 'Your new car is closer: {{productName}} certificate',
      emailBody:
        'Hi {{consumerFirstName}},\n\nTake certificate {{certificateNumber}} to the dealer: {{lenderName}} ' +
        'pre-approved {{loanAmount}} at {{apr}} APR for {{termMonths}} months, valid until {{expirationDate}}.',
      smsMessage: null,
      channel: 'EMAIL',
    },
  },
  {
    kind: 'LOAN_LEAD_DELIVERY_FAILURE',
    productId: ALL_PRODUCTS_ID,
    text: {
      emailSubject: '[Summit] Lead {{redemptionId}} not delivered to {{dataPartner}}',
      emailBody:
        'Lead {{redemptionId}} ({{productName}}, {{loanAmount}}) for {{consumerFirstName}} {{consumerLastName}} ' +
        'failed: {{failureReason}}. Push it again from Loan Leads.',
      smsMessage: 'Summit lead {{redemptionId}} failed: {{failureReason}}',
      channel: 'EMAIL',
    },
  },
  {
    kind: 'REDEMPTION_LIMIT_EXCEEDED',
    productId: ALL_PRODUCTS_ID,
    text: {
      emailSubject: '[Summit] {{productName}} is at its redeem limit',
      emailBody:
        '{{productName}}: {{redeemedCount}} of {{redeemLimitCount}} redemptions used. Raise the limit in ' +
        'Campaign Management to keep offering it.',
      smsMessage: null,
      channel: 'EMAIL',
    },
  },
];

/** Demo notification templates: summit-cu has one per kind for all products and one for its New Auto Loan. */
export async function seedNotificationTemplates(tx: Tx, summitId: string): Promise<void> {
  await tx
    .insert(fiNotificationTemplates)
    .values(SUMMIT_TEMPLATES.map(({ kind, productId, text }) => ({ fiId: summitId, kind, productId, ...text })))
    .onConflictDoNothing();
}
