import { createIntl } from '@formatjs/intl';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkedAccountRequest, RegistrationLookup } from '../../../api/registration.ts';
import {
  DOCUMENT_FAILURE_STATUSES,
  documentFailure,
  tooManyDocumentAttempts,
} from '../../../domain/catalog/document-verification.ts';
import { PASSCODE_MESSAGES, RECAPTCHA_FAILED_MESSAGE } from '../../../domain/catalog/identity.ts';
import { requiredFieldMessage } from '../../../domain/marketplace/redeem-application.ts';
import { UPLOAD_MESSAGES } from '../../../domain/validation/upload.ts';
import { OPENER_ERRORS } from '../../../machines/opener/opener-handshake-machine.ts';
import { TOKEN_EXCHANGE_ERRORS } from '../../../machines/session/consumer-token-exchange-machine.ts';
import {
  STIPULATION_DELETE_FAILED,
  STIPULATION_UPLOAD_FAILED,
} from '../../../machines/stipulation/stipulation-upload-machine.ts';
import { ENGLISH } from './catalogue.ts';
import { SPANISH } from './es.ts';
import { translateSeedText } from './seed-text.ts';

const spanish = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: SPANISH, onError: () => undefined });
const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: ENGLISH, onError: () => undefined });

/** Every message a registration form's schema gives for these values (what the page shows under the fields). */
const registrationIssues = (schema: v.GenericSchema, values: Record<string, string>): string[] =>
  v.safeParse(schema, values).issues?.map((issue) => issue.message) ?? [];

const GENERIC = 'Algo salió mal. Inténtelo de nuevo más tarde.';

/** Every English text the domain and machines hand the redeem journey's pages. */
const DOMAIN_TEXTS = [
  ...Object.values(PASSCODE_MESSAGES),
  ...[...DOCUMENT_FAILURE_STATUSES, null].flatMap((status) =>
    [false, true].flatMap((redirect) => {
      const failure = documentFailure(status, { redirect });
      return [failure.title, failure.message];
    }),
  ),
  tooManyDocumentAttempts(3),
  tooManyDocumentAttempts(3, { redirect: true }),
  'Enter an amount in dollars.',
  'Enter an amount between $1,000 and $25,000.',
  'This offer has no terms to apply for.',
  UPLOAD_MESSAGES.stipulationType,
  RECAPTCHA_FAILED_MESSAGE,
  ...Object.values(OPENER_ERRORS),
  ...Object.values(TOKEN_EXCHANGE_ERRORS),
  ...registrationIssues(RegistrationLookup, {
    lastName: '',
    dateOfBirth: '',
    zipcode: '1',
    ssnLastFour: '1',
    recaptchaToken: '',
  }),
  ...registrationIssues(RegistrationLookup, {
    lastName: 'A',
    dateOfBirth: '2020-01-01',
    zipcode: '1',
    ssnLastFour: '1',
    recaptchaToken: '',
  }),
  ...registrationIssues(LinkedAccountRequest, {
    institutionName: '',
    routingNumber: '1',
    accountNumber: '1',
    loanAmount: '1',
  }),
  UPLOAD_MESSAGES.fileSize,
  STIPULATION_UPLOAD_FAILED,
  STIPULATION_DELETE_FAILED,
  ...['contactPreference', 'idType', 'occupancy', 'propertyType'].map(requiredFieldMessage),
];

describe('the domain’s English texts on a Spanish page', () => {
  it.each(DOMAIN_TEXTS)('translates %s', (text) => {
    const translated = translateSeedText(spanish, text);
    expect(translated).not.toBe(text);
    // Its own translation, not the generic message a text the catalogue does not know gets.
    expect(translated).not.toBe(GENERIC);
    // An English page reads the domain's text word for word.
    expect(translateSeedText(english, text)).toBe(text);
  });

  it('carries the values the domain put in the text', () => {
    expect(translateSeedText(spanish, tooManyDocumentAttempts(3))).toBe(
      'No pudimos validar su licencia después de 3 intentos.',
    );
    expect(translateSeedText(spanish, 'Enter an amount between $1,000 and $25,000.')).toBe(
      'Ingrese un monto entre $1,000 y $25,000.',
    );
    expect(translateSeedText(spanish, requiredFieldMessage('idType'))).toBe('Se requiere: tipo de identificación');
  });

  it('shows a text it does not know as the generic message in Spanish, and as it is in English', () => {
    expect(translateSeedText(spanish, 'Something the server said')).toBe(GENERIC);
    expect(translateSeedText(spanish, 'OFFER_SOMETHING_NEW')).toBe(GENERIC);
    expect(translateSeedText(english, 'Something the server said')).toBe('Something the server said');
  });
});
