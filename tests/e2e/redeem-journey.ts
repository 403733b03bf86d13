import { expect, type Page } from '@playwright/test';

export const PDF = { name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') };
export const PNG = {
  name: 'utility-bill.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
};

/** From the marketplace to the redeem journey's splash of the consumer's first offer in a category. */
export async function openRedeemJourney(page: Page, category: RegExp, prefix = '/consumer'): Promise<void> {
  await page.getByRole('button', { name: category }).click();
  await page.getByRole('article').first().getByRole('button', { name: 'See offer details' }).click();
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

/** The newest passcode mailed to this address (the sandbox vendor's dev outbox). */
export async function passcodeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
    code = outbox.find((mail) => mail.to === email && /passcode is \d{6}/.test(mail.body))?.body.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

export async function enterPasscode(page: Page, code: string): Promise<void> {
  await page.getByRole('group', { name: 'Passcode' }).getByLabel('Digit 1').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The licence scan: both sides captured, submitted, then processing until the documents step. */
export async function scanLicence(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/documentverify$/);
  await page.getByRole('button', { name: 'Capture the front' }).click();
  await page.getByRole('button', { name: 'Capture the back' }).click();
  await page.getByRole('button', { name: 'Submit scan' }).click();
  await expect(page).toHaveURL(/\/documentprocessing$/);
}
