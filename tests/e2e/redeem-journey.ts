import { expect, type Page } from '@playwright/test';
import { signInConsumer } from './consumer-session.ts';
import { readOutbox } from './outbox.ts';

/** A real (smallest) one-page PDF: the server parses a PDF before it takes it. */
const ONE_PAGE_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
  '',
].join('\n');
export const PDF = { name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) };
export const PNG = {
  name: 'utility-bill.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
};

/** From the marketplace to the redeem journey's splash of the consumer's first offer in a category. */
export async function openRedeemJourney(
  page: Page,
  category: RegExp,
  options: { prefix?: string; offer?: RegExp } = {},
): Promise<void> {
  const prefix = options.prefix ?? '/consumer';
  await page.getByRole('button', { name: category }).click();
  const cards = page.getByRole('article');
  const card = options.offer ? cards.filter({ has: page.getByText(options.offer) }) : cards;
  await card.first().getByRole('button', { name: 'See offer details' }).click();
  await page.getByRole('button', { name: 'Get this offer' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/offers/[0-9a-f-]{36}/splash$`));
}

/** Splash → steps → address → application → identity, accepting the application as it starts. */
export async function walkToIdentity(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/steps$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/idverify$/);
}

/** The newest passcode mailed to this address (the sandbox outbox, read as an admin). */
const PASSCODE_MAIL = /(passcode is|código de acceso de Offerwell es) \d{6}/;

export async function passcodeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const outbox = await readOutbox(page.request);
    // In the consumer's language (decision 0770): English, or Spanish for a consumer who reads Spanish.
    code = outbox.find((mail) => mail.to === email && PASSCODE_MAIL.test(mail.body))?.body.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

export async function enterPasscode(page: Page, code: string): Promise<void> {
  await page.getByRole('group', { name: 'Passcode' }).getByLabel('Digit 1').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Asks for a passcode and enters the one mailed to this address. */
export async function verifyByPasscode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Send me a passcode' }).click();
  await expect(page.getByRole('group', { name: 'Passcode' })).toBeVisible();
  await enterPasscode(page, await passcodeFor(page, email));
}

/** A demo consumer signed in and their first Personal Loans offer's journey walked from the splash to identity. */
export async function reachIdentity(page: Page, consumer: { accessCode: string; lastName: string }): Promise<void> {
  await signInConsumer(page, consumer.accessCode, consumer.lastName);
  await openRedeemJourney(page, /^Personal Loans/);
  await walkToIdentity(page);
}

/**
 * A demo consumer's first Personal Loans offer redeemed up to the licence scan: identity (reachIdentity) verified by
 * the passcode mailed to `email`. What the sandbox answers their scan (by their seeded SSN) is the spec's.
 */
export async function reachLicenceScan(
  page: Page,
  consumer: { accessCode: string; lastName: string; email: string },
): Promise<void> {
  await reachIdentity(page, consumer);
  await verifyByPasscode(page, consumer.email);
}

/** The documents step's words in the consumer's language: English, or Spanish for one who reads it (decision 0770). */
export const DOCUMENT_STEP_WORDS = {
  en: { upload: 'Upload', uploaded: 'Uploaded', next: 'Continue' },
  es: { upload: 'Subir', uploaded: 'Subido', next: 'Continuar' },
} as const;

/** Uploads both documents every demo lender asks for and continues to the review. */
export async function uploadDocuments(
  page: Page,
  words: (typeof DOCUMENT_STEP_WORDS)[keyof typeof DOCUMENT_STEP_WORDS] = DOCUMENT_STEP_WORDS.en,
): Promise<void> {
  await expect(page).toHaveURL(/\/stips$/, { timeout: 40_000 });
  // One upload at a time, as the screen allows: the next file is chosen once the first is in.
  await page.getByLabel(`${words.upload} Utility bill`).setInputFiles(PNG);
  await expect(page.getByText(words.uploaded, { exact: true })).toHaveCount(1);
  await page.getByLabel(`${words.upload} Recent pay stub`).setInputFiles(PDF);
  await expect(page.getByText(words.uploaded, { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: words.next }).click();
  await expect(page).toHaveURL(/\/redeem$/);
}

/** The licence scan: both sides captured, submitted, then processing until the documents step. */
export async function scanLicence(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/documentverify$/);
  await page.getByRole('button', { name: 'Capture the front' }).click();
  await page.getByRole('button', { name: 'Capture the back' }).click();
  await page.getByRole('button', { name: 'Submit scan' }).click();
  // Processing shows until the first poll answers; when the sandbox has answered by then, the journey is already at
  // the documents step (a passing state the URL check can miss, not a skipped one).
  await expect(page).toHaveURL(/\/(documentprocessing|stips)$/);
}

/** A consumer's offer of this name, as the consumer's own offers call answers it. */
export async function offerIdOf(page: Page, accessCode: string, lastName: string, name: string): Promise<string> {
  const signIn = await page.request.post('/api/auth/consumer', { data: { accessCode, lastName } });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const answer = await page.request.get('/api/consumers/current/offers', {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const offers = (await answer.json()) as { id: string; name: string }[];
  const offer = offers.find((candidate) => candidate.name === name);
  expect(offer, `${accessCode} has a ${name}`).toBeDefined();
  return offer?.id ?? '';
}
