import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEMPLATE_UPDATED, NotificationTemplate } from '../../api/notification-templates.ts';
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  NOTIFICATION_PLACEHOLDERS,
  previewSample,
  renderTemplate,
} from '../../domain/notification-templates.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, fiNotificationTemplates } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const harbor = DEMO_LENDERS[1];
const NEW_AUTO = '60000000-0000-4000-8000-000000000001';
const RV_LOAN = '60000000-0000-4000-8000-000000000005';
const PERSONAL_LOAN = '60000000-0000-4000-8000-000000000010';
const path = (type: string, productId: string, fi: number = summit.number) =>
  `/api/fi/${fi}/notificationTemplates/${type}/product/${productId}`;

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens } = ctx;

const call = (url: string, init: RequestInit) => ctx.app.request(url, init);
const get = async (url: string, token = tokens['cu-admin']) =>
  v.parse(NotificationTemplate, await (await call(url, authed('GET', token))).json());
const storedCount = async () => (await ctx.db.select().from(fiNotificationTemplates)).length;
const TEMPLATE = {
  emailSubject: 'Your {{productName}} certificate, {{consumerFirstName}}',
  emailBody: 'Hi {{ consumerFirstName }}, {{lenderName}} approved {{loanAmount}}.',
  smsMessage: '{{lenderName}}: {{loanAmount}} approved.',
};

describe('reading a template', () => {
  it('answers the product’s own template, else the lender’s for all products (0), else the default', async () => {
    const own = await get(path('LOAN_CERTIFICATE', NEW_AUTO), tokens['cu-readonly']);
    expect(own).toMatchObject({ type: 'LOAN_CERTIFICATE', productId: NEW_AUTO, source: 'product', smsMessage: null });
    expect(own.emailSubject).toBe('Your new car is closer: {{productName}} certificate');
    expect(own.placeholders).toEqual([...NOTIFICATION_PLACEHOLDERS.LOAN_CERTIFICATE]);

    const inherited = await get(path('LOAN_CERTIFICATE', RV_LOAN));
    expect(inherited).toMatchObject({ productId: RV_LOAN, source: 'lender' });
    expect(inherited.emailSubject).toBe('{{consumerFirstName}}, your {{productName}} certificate is ready');
    expect(await get(path('LOAN_CERTIFICATE', '0'))).toMatchObject({ source: 'lender', productId: '0' });

    // Harbor Bank stored none: the kind's default.
    const bankToken = tokens['bank-admin'];
    const fallback = await get(path('REDEMPTION_LIMIT_EXCEEDED', '0', harbor.number), bankToken);
    expect(fallback).toMatchObject({ ...DEFAULT_NOTIFICATION_TEMPLATES.REDEMPTION_LIMIT_EXCEEDED, source: 'default' });
    expect(fallback.updatedAt).toBeNull();
  });

  it('answers 400 for an unknown type and 404 for another lender’s product', async () => {
    const badType = await call(path('BIRTHDAY_GREETING', '0'), authed('GET', tokens['cu-admin']));
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ issues: [{ path: 'type', message: 'No such notification type' }] });
    expect((await call(path('LOAN_CERTIFICATE', 'x1'), authed('GET', tokens['cu-admin']))).status).toBe(400);
    const foreign = await call(path('LOAN_CERTIFICATE', PERSONAL_LOAN), authed('GET', tokens['cu-admin']));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: 'No such product' });
  });
});

describe('writing a template', () => {
  it('stores a product’s template, audited (old null: nothing stored before), and reads it back', async () => {
    const response = await call(path('LOAN_CERTIFICATE', RV_LOAN), authed('POST', tokens['cu-admin'], TEMPLATE));
    expect(response.status).toBe(200);
    const saved = v.parse(NotificationTemplate, await response.json());
    expect(saved).toMatchObject({ ...TEMPLATE, productId: RV_LOAN, source: 'product' });
    expect(await get(path('LOAN_CERTIFICATE', RV_LOAN))).toEqual(saved);
    // The lender-wide template is untouched.
    expect((await get(path('LOAN_CERTIFICATE', '0'))).emailSubject).not.toBe(TEMPLATE.emailSubject);
    const row = await ctx.lastAudit(NOTIFICATION_TEMPLATE_UPDATED);
    expect(row).toMatchObject({
      category: 'LENDER',
      entityType: 'NOTIFICATION_TEMPLATE',
      entityName: 'loan certificate — RV Loan',
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: null,
      newValue: TEMPLATE,
    });
    // What the preview shows for it.
    expect(renderTemplate(saved.emailBody, previewSample('LOAN_CERTIFICATE', { lenderName: summit.name }))).toBe(
      'Hi Jordan, Summit Credit Union approved $25,000.00.',
    );
  });

  it('replaces the lender’s template for all products (0), audited with old and new', async () => {
    const before = await get(path('LOAN_LEAD_DELIVERY_FAILURE', '0'));
    const text = {
      emailSubject: 'Lead {{redemptionId}} failed',
      emailBody: '{{dataPartner}}: {{failureReason}}',
      smsMessage: '',
    };
    const saved = v.parse(
      NotificationTemplate,
      await (await call(path('LOAN_LEAD_DELIVERY_FAILURE', '0'), authed('POST', tokens['cu-admin'], text))).json(),
    );
    expect(saved).toMatchObject({ ...text, smsMessage: null, source: 'lender' });
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, NOTIFICATION_TEMPLATE_UPDATED),
          eq(auditLog.entityName, 'loan lead delivery failure — All products'),
        ),
      )
      .orderBy(desc(auditLog.createdAt));
    expect(row?.oldValue).toEqual({
      emailSubject: before.emailSubject,
      emailBody: before.emailBody,
      smsMessage: before.smsMessage,
      channel: 'EMAIL',
    });
    // A body without a channel keeps the stored one.
    expect(row?.newValue).toEqual({ ...text, smsMessage: null, channel: 'EMAIL' });
    expect(row?.changes).toContainEqual({
      path: 'smsMessage',
      type: 'deleted',
      oldValue: before.smsMessage,
    });
  });

  it('stores the loan certificate’s channel (PDF: the certificate attached), audited', async () => {
    const text = { emailSubject: 'Your certificate', emailBody: 'Attached: {{certificateNumber}}', channel: 'PDF' };
    const saved = await (await call(path('LOAN_CERTIFICATE', '0'), authed('POST', tokens['cu-admin'], text))).json();
    expect(saved).toMatchObject({ channel: 'PDF', source: 'lender' });
    expect((await get(path('LOAN_CERTIFICATE', '0'))).channel).toBe('PDF');
    const row = await ctx.lastAudit(NOTIFICATION_TEMPLATE_UPDATED);
    expect(row?.newValue).toMatchObject({ channel: 'PDF' });
  });

  it('refuses unknown placeholders (named), a blank e-mail and an SMS over 320 characters; nothing stored', async () => {
    const count = await storedCount();
    const before = await get(path('REDEMPTION_LIMIT_EXCEEDED', '0'));
    const unknown = await call(
      path('REDEMPTION_LIMIT_EXCEEDED', '0'),
      authed('POST', tokens['cu-admin'], {
        emailSubject: '{{productName}} for {{consumerFirstName}}',
        emailBody: 'Limit {{redeemLimitCount}} {{limt}} {{ssn}}',
      }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Unknown placeholder: {{consumerFirstName}}; Unknown placeholders: {{limt}}, {{ssn}}',
      issues: [
        { path: 'emailSubject', message: 'Unknown placeholder: {{consumerFirstName}}' },
        { path: 'emailBody', message: 'Unknown placeholders: {{limt}}, {{ssn}}' },
      ],
    });
    const cases: [unknown, { path?: string; message: string }][] = [
      [{ emailBody: 'B' }, { path: 'emailSubject', message: 'Email subject is required' }],
      [
        { emailSubject: 'S', emailBody: '  ' },
        { path: 'emailBody', message: 'Email body is required' },
      ],
      [
        { emailSubject: 'S', emailBody: 'B', smsMessage: 'x'.repeat(321) },
        { path: 'smsMessage', message: 'SMS message can be at most 320 characters' },
      ],
    ];
    for (const [body, issue] of cases) {
      const response = await call(path('REDEMPTION_LIMIT_EXCEEDED', '0'), authed('POST', tokens['cu-admin'], body));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: unknown[] }).issues).toContainEqual(issue);
    }
    const foreign = await call(path('LOAN_CERTIFICATE', PERSONAL_LOAN), authed('POST', tokens['cu-admin'], TEMPLATE));
    expect(foreign.status).toBe(404);
    expect(await storedCount()).toBe(count);
    expect(await get(path('REDEMPTION_LIMIT_EXCEEDED', '0'))).toEqual(before);
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender and a Read-only user’s change', async () => {
    const count = await storedCount();
    expect((await call(path('LOAN_CERTIFICATE', '0'), authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(path('LOAN_CERTIFICATE', '0', harbor.number), authed('GET', tokens['cu-admin']))).status).toBe(
      403,
    );
    expect((await call(path('LOAN_CERTIFICATE', '0'), authed('POST', tokens['bank-admin'], TEMPLATE))).status).toBe(
      403,
    );
    expect((await call(path('LOAN_CERTIFICATE', '0'), authed('POST', tokens['cu-readonly'], TEMPLATE))).status).toBe(
      403,
    );
    expect(await storedCount()).toBe(count);
  });
});
