import * as v from 'valibot';
import { adminEndpoint } from './console-endpoint.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** One mail of the sandbox outbox (mail is kept there instead of sent when no SMTP_URL is set). */
export const OutboxMail = v.object({
  id: v.string(),
  to: v.string(),
  from: v.string(),
  subject: v.string(),
  body: v.string(),
  messageId: v.string(),
  /** The rendered RFC 822 message, headers included (empty for a text message). */
  raw: v.string(),
  /** EMAIL or SMS. */
  channel: v.string(),
  createdAt: v.string(),
});
export type OutboxMail = v.InferOutput<typeof OutboxMail>;

export const OUTBOX_FIELDS = {
  to: listField('STRING', 'To'),
  channel: listField('STRING', 'Channel'),
  subject: listField('STRING', 'Subject'),
  createdAt: listField('TIMESTAMP', 'Sent'),
} as const satisfies ListFields;

/**
 * The sandbox outbox, newest first: passcodes and reset links are secrets, so only an admin who may read users
 * sees it (it replaced the unauthenticated GET /api/dev/outbox, issue 17).
 */
export const listOutbox = adminEndpoint({
  method: 'GET',
  path: '/admin/outbox',
  summary: 'The sandbox mail outbox (paged, newest first)',
  tags: ['admin'],
  permission: { area: 'users', action: 'read' },
  query: ListQuery,
  response: pageOf(OutboxMail),
});
