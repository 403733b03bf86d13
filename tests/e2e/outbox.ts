import { type APIRequestContext, expect } from '@playwright/test';
import type { OutboxMail } from '../../api/outbox.ts';
import { adminSession } from './admin-session.ts';

/**
 * The sandbox outbox, newest first, read as a signed-in admin through GET /api/admin/outbox (the only way to it:
 * there is no public outbox route). `size` mails of the first page.
 */
export async function readOutbox(request: APIRequestContext, size = 100): Promise<OutboxMail[]> {
  const { jwt } = await adminSession(request);
  const response = await request.get(`/api/admin/outbox?size=${size}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: OutboxMail[] }).content;
}

/** The newest mail to an address whose subject matches, or undefined. */
export async function newestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
): Promise<OutboxMail | undefined> {
  return (await readOutbox(request)).find((mail) => mail.to === to && subject.test(mail.subject));
}
