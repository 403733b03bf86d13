import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './catalog/lender.ts';
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  findPlaceholders,
  MAX_SMS_LENGTH,
  NOTIFICATION_PLACEHOLDERS,
  PLACEHOLDERS,
  previewSample,
  renderTemplate,
  unknownPlaceholders,
} from './notification-templates.ts';
import { fieldErrors } from './validation/field-errors.ts';
import { notificationTemplateSchema, templatePlaceholderIssues } from './validation/notification-template.ts';

describe('placeholders', () => {
  it('finds each {{name}} once, spaces inside the braces allowed', () => {
    expect(findPlaceholders('Hi {{consumerFirstName}}, {{ productName }} and {{consumerFirstName}} {{}}')).toEqual([
      'consumerFirstName',
      'productName',
      '',
    ]);
  });

  it('names the placeholders a kind does not know, per field', () => {
    expect(
      unknownPlaceholders('REDEMPTION_LIMIT_EXCEEDED', {
        emailSubject: '{{productName}} for {{consumerFirstName}}',
        emailBody: '{{ssn}} {{lenderName}}',
        smsMessage: null,
      }),
    ).toEqual({ emailSubject: ['consumerFirstName'], emailBody: ['ssn'] });
    expect(templatePlaceholderIssues('LOAN_CERTIFICATE', { emailBody: '{{loanAmount}} {{foo}} {{bar baz}}' })).toEqual([
      { path: 'emailBody', message: 'Unknown placeholders: {{foo}}, {{bar baz}}' },
    ]);
  });

  it('gives every kind a default that uses only its own placeholders, each with a sample value', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(unknownPlaceholders(kind, DEFAULT_NOTIFICATION_TEMPLATES[kind]), kind).toEqual({});
      for (const name of NOTIFICATION_PLACEHOLDERS[kind]) expect(PLACEHOLDERS[name]).toBeTruthy();
      expect(v.is(notificationTemplateSchema, DEFAULT_NOTIFICATION_TEMPLATES[kind]), kind).toBe(true);
    }
  });
});

describe('renderTemplate', () => {
  it('fills known placeholders and leaves others as written', () => {
    expect(
      renderTemplate('Hi {{consumerFirstName}}, {{ productName }}: {{nope}}', previewSample('LOAN_CERTIFICATE')),
    ).toBe('Hi Jordan, New Auto Loan: {{nope}}');
  });

  it("previews with the lender's and product's own names", () => {
    const sample = previewSample('LOAN_CERTIFICATE', { lenderName: 'Harbor Bank', productName: 'Cash Back Card' });
    expect(renderTemplate(DEFAULT_NOTIFICATION_TEMPLATES.LOAN_CERTIFICATE.emailSubject, sample)).toBe(
      'Your Cash Back Card certificate from Harbor Bank',
    );
    expect(previewSample('REDEMPTION_LIMIT_EXCEEDED')).not.toHaveProperty('consumerFirstName');
  });

  it('does not treat sample values as patterns', () => {
    expect(renderTemplate('{{lenderName}}', { lenderName: '$& {{lenderName}}' })).toBe('$& {{lenderName}}');
  });
});

describe('notification template body', () => {
  it('needs an e-mail subject and body; the SMS is optional and at most 320 characters', () => {
    expect(fieldErrors(notificationTemplateSchema, {})).toEqual({
      emailSubject: ['Email subject is required'],
      emailBody: ['Email body is required'],
    });
    expect(
      fieldErrors(notificationTemplateSchema, { emailSubject: 'S', emailBody: 'B', smsMessage: 'x'.repeat(321) }),
    ).toEqual({ smsMessage: [`SMS message can be at most ${MAX_SMS_LENGTH} characters`] });
    expect(v.parse(notificationTemplateSchema, { emailSubject: ' S ', emailBody: 'B', smsMessage: '  ' })).toEqual({
      emailSubject: 'S',
      emailBody: 'B',
      smsMessage: null,
    });
    expect(v.parse(notificationTemplateSchema, { emailSubject: 'S', emailBody: 'B' }).smsMessage).toBeNull();
  });
});

describe('the form schema of a kind', () => {
  it('reports unknown placeholders on their fields', async () => {
    const { notificationTemplateSchemaFor } = await import('./validation/notification-template.ts');
    expect(
      fieldErrors(notificationTemplateSchemaFor('REDEMPTION_LIMIT_EXCEEDED'), {
        emailSubject: '{{productName}}',
        emailBody: 'Hi {{consumerFirstName}}',
        smsMessage: '{{x}}',
      }),
    ).toEqual({
      emailBody: ['Unknown placeholder: {{consumerFirstName}}'],
      smsMessage: ['Unknown placeholder: {{x}}'],
    });
    expect(
      fieldErrors(notificationTemplateSchemaFor('LOAN_CERTIFICATE'), DEFAULT_NOTIFICATION_TEMPLATES.LOAN_CERTIFICATE),
    ).toEqual({});
  });
});
