import { CONSENT_TEXTS } from '../../../../domain/compliance/consents.ts';
import { messagesOf } from '../../../../ui/intl/define-messages.ts';
import { labelMessages } from '../label-messages.ts';

/**
 * The consent texts by version (decision 0712): a text changed in domain/compliance/consents.ts gets a new version,
 * so its translation is missing until written, and the page shows the new English (the default) meanwhile.
 */
const titles = {
  'terms-2026-11': CONSENT_TEXTS.TERMS.title,
  'credit-check-2026-11': CONSENT_TEXTS.CREDIT_CHECK.title,
  'esign-2026-11': CONSENT_TEXTS.ESIGN.title,
  'contact-2026-11': CONSENT_TEXTS.CONTACT.title,
  'hard-credit-check-2026-11': CONSENT_TEXTS.HARD_CREDIT_CHECK.title,
};
const texts = {
  'terms-2026-11': CONSENT_TEXTS.TERMS.text,
  'credit-check-2026-11': CONSENT_TEXTS.CREDIT_CHECK.text,
  'esign-2026-11': CONSENT_TEXTS.ESIGN.text,
  'contact-2026-11': CONSENT_TEXTS.CONTACT.text,
  'hard-credit-check-2026-11': CONSENT_TEXTS.HARD_CREDIT_CHECK.text,
};
export const consentTitleMessages = labelMessages('consumer.consent.title', titles);
export const consentTextMessages = labelMessages('consumer.consent.text', texts);

/** A consent text's messages, or none when its version has no message yet (the domain's English shows). */
export const consentMessagesOf = (version: string) =>
  version in titles
    ? {
        title: consentTitleMessages[version as keyof typeof titles],
        text: consentTextMessages[version as keyof typeof texts],
      }
    : undefined;

/** The consent box around the texts. */
export const consentRequestMessages = messagesOf('consumer.consent', {
  updated: 'We updated the terms you agreed to',
  before: 'Before you redeem an offer',
  failed: 'We could not record your answer. Try again.',
  agree: 'I agree',
  save: 'Save my choice',
});
