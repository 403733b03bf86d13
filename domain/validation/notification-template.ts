import * as v from 'valibot';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_LABELS, type NotificationKind } from '../catalog/lender.ts';
import {
  CHANNEL_KINDS,
  MAX_EMAIL_BODY_LENGTH,
  MAX_EMAIL_SUBJECT_LENGTH,
  MAX_SMS_LENGTH,
  TEMPLATE_FIELDS,
  type TemplateField,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '../notification-templates.ts';
import { formObject, nonBlank } from './primitives.ts';

export const NOTIFICATION_TEMPLATE_MESSAGES = {
  subjectTooLong: `Email subject can be at most ${MAX_EMAIL_SUBJECT_LENGTH} characters`,
  bodyTooLong: `Email body can be at most ${MAX_EMAIL_BODY_LENGTH} characters`,
  smsTooLong: `SMS message can be at most ${MAX_SMS_LENGTH} characters`,
  channel: 'Choose a channel',
  pdfOnlyCertificate: 'Only the loan certificate can be sent as a PDF',
} as const;

/**
 * The body of POST /fi/{fiId}/notificationTemplates/{type}/product/{productId}: the e-mail is required, the SMS is
 * optional (blank = no SMS). Placeholders depend on the kind in the path: see templatePlaceholderIssues.
 */
export const notificationTemplateSchema = formObject({
  emailSubject: v.pipe(
    nonBlank('Email subject'),
    v.trim(),
    v.maxLength(MAX_EMAIL_SUBJECT_LENGTH, NOTIFICATION_TEMPLATE_MESSAGES.subjectTooLong),
  ),
  emailBody: v.pipe(
    nonBlank('Email body'),
    v.trim(),
    v.maxLength(MAX_EMAIL_BODY_LENGTH, NOTIFICATION_TEMPLATE_MESSAGES.bodyTooLong),
  ),
  smsMessage: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => text?.trim() || null),
      v.check((text) => text === null || text.length <= MAX_SMS_LENGTH, NOTIFICATION_TEMPLATE_MESSAGES.smsTooLong),
    ),
    null,
  ),
  /** Absent: the template keeps its channel (the kind's default for a new one). */
  channel: v.optional(v.picklist(NOTIFICATION_CHANNELS, NOTIFICATION_TEMPLATE_MESSAGES.channel)),
});
export type NotificationTemplateInput = v.InferInput<typeof notificationTemplateSchema>;
export type NotificationTemplateFields = v.InferOutput<typeof notificationTemplateSchema>;

/** One issue per field that names a placeholder its kind does not know (the 400's issues; the form's errors). */
export function templatePlaceholderIssues(
  kind: NotificationKind,
  template: Readonly<Partial<Record<TemplateField, string | null>>>,
): { path: TemplateField; message: string }[] {
  const unknown = unknownPlaceholders(kind, template);
  return TEMPLATE_FIELDS.flatMap((field) => {
    const names = unknown[field];
    return names ? [{ path: field, message: unknownPlaceholderMessage(names) }] : [];
  });
}

/**
 * The form's schema for one kind: the body rules plus the kind's placeholders, each unknown one reported on its
 * field before anything is sent (the server applies the same rule).
 */
export const notificationTemplateSchemaFor = (kind: NotificationKind) =>
  v.pipe(
    notificationTemplateSchema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const issue of templatePlaceholderIssues(kind, dataset.value)) {
        addIssue({
          message: issue.message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: issue.path,
              value: dataset.value[issue.path],
            },
          ],
        });
      }
    }),
  );

/** The channel's issue when the kind has nothing to send on it (a PDF is only the loan certificate's). */
export function templateChannelIssues(
  kind: NotificationKind,
  channel: (typeof NOTIFICATION_CHANNELS)[number] | undefined,
): { path: 'channel'; message: string }[] {
  if (!channel || CHANNEL_KINDS[channel].includes(kind)) return [];
  return [
    {
      path: 'channel',
      message: `${NOTIFICATION_TEMPLATE_MESSAGES.pdfOnlyCertificate}, not the ${NOTIFICATION_KIND_LABELS[kind]}`,
    },
  ];
}
