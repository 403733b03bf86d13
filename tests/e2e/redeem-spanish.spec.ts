import { expect, type Page, test } from '@playwright/test';
import { signInConsumer } from './consumer-session.ts';
import { sql } from './e2e-db.ts';
import { readOutbox } from './outbox.ts';
import { DOCUMENT_STEP_WORDS, passcodeFor, uploadDocuments } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

// Walker's browser asks for Spanish (issue 32 item 8): the whole redeem journey reads in Spanish.
test.use({ locale: 'es-US' });

/** The page's title, and no English left of the journey's own words in its main content. */
async function onSpanishStep(page: Page, title: string | RegExp, screen: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main')).not.toContainText(
    /\b(Step \d|Your offer|Continue|Back|months|Verify|Upload|Redeem|Download)\b/,
  );
  // Nothing runs off a phone's screen (the header's Spanish words are longer than the English).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await captureScreens(page, `es-redeem-${screen}`);
}

test('Walker redeems his personal loan in Spanish, from the splash to the certificate', async ({ page }) => {
  test.setTimeout(150_000);
  // The English specs redeemed as Walker before (this project runs after them): his offers are open again.
  const [walker] = await sql<{ id: string }>(`select id from consumers where access_code = 'DEMO-1010'`);
  await sql(`update redemptions set status = 'CANCELLED' where consumer_id = $1 and status <> 'CANCELLED'`, [
    walker?.id,
  ]);
  await sql(
    `update consumers set pending_redemption_id = null,
       workflow_state = array_remove(workflow_state, 'PENDING_DOCUMENTS') where id = $1`,
    [walker?.id],
  );
  for (const table of ['redeem_journeys', 'identity_sessions', 'document_sessions', 'stipulation_documents'])
    await sql(`delete from ${table} where consumer_id = $1`, [walker?.id]);
  await signInConsumer(page, 'DEMO-1010', 'Walker');
  await page.goto('/consumer/marketplace');
  await page.getByRole('button', { name: /^Préstamos personales/ }).click();
  await page.getByRole('article').first().getByRole('button', { name: 'Ver detalles de la oferta' }).click();
  await page.getByRole('button', { name: 'Obtener esta oferta' }).click();
  await expect(page).toHaveURL(/\/splash$/);
  await onSpanishStep(page, /^Acepte su /, 'splash');
  await expect(page.getByText('Su oferta', { exact: true })).toBeVisible();
  // The consent box above the journey reads in Spanish too (decision 0712); Walker agrees before redeeming.
  await expect(page.getByRole('heading', { name: 'Antes de aceptar una oferta' })).toBeVisible();
  await expect(page.getByText(/Autorizo a Offerwell y a los prestamistas cuyas ofertas veo o acepto/)).toBeVisible();
  await page.getByRole('button', { name: 'Acepto' }).click();
  await expect(page.getByRole('heading', { name: 'Antes de aceptar una oferta' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Comenzar' }).click();
  await onSpanishStep(page, 'Cómo funciona', 'steps');
  await expect(page.getByText('Escanee su licencia de conducir.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await onSpanishStep(page, '¿Es esta su dirección?', 'address');
  await expect(page.getByText('Paso 1 de 6 · Dirección')).toBeVisible();
  await expect(page.getByText('Código postal')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, continuar' }).click();

  await onSpanishStep(page, 'Su solicitud', 'application');
  await expect(page.getByText('Monto ($)')).toBeVisible();
  await expect(page.getByRole('option', { name: /^\d+ meses con [\d.]+% de APR$/ }).first()).toBeAttached();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/idverify$/);
  await onSpanishStep(page, 'Verifique su identidad', 'identity');
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  const boxes = page.getByRole('group', { name: 'Código de acceso' });
  await expect(boxes).toBeVisible();
  await expect(page.getByText(/^Enviamos un código de 6 dígitos/)).toBeVisible();
  await captureScreens(page, 'es-redeem-passcode');
  await boxes.getByLabel('Dígito 1').fill(await passcodeFor(page, 'emma.walker@example.com'));
  // The passcode mail came in Walker's language too (decision 0770).
  const mails = await readOutbox(page.request);
  expect(mails.find((mail) => mail.to === 'emma.walker@example.com')?.subject).toBe('Su código de acceso de Offerwell');
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/documentverify$/);
  await onSpanishStep(page, 'Escanee su licencia de conducir', 'scan');
  await page.getByRole('button', { name: 'Capturar el frente' }).click();
  await page.getByRole('button', { name: 'Capturar el reverso' }).click();
  await expect(page.getByRole('button', { name: 'Frente capturado ✓' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar escaneo' }).click();

  await expect(page).toHaveURL(/\/stips$/, { timeout: 40_000 });
  await expect(page.getByText('Pendiente', { exact: true })).toHaveCount(2);
  await onSpanishStep(page, 'Suba sus documentos', 'documents');
  await uploadDocuments(page, DOCUMENT_STEP_WORDS.es);
  await onSpanishStep(page, 'Revise y acepte', 'review');
  await expect(page.getByText('Paso 6 de 6 · Aceptar')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar oferta' }).click();

  await expect(page).toHaveURL(/\/redeemed$/);
  await onSpanishStep(page, 'Su oferta está aceptada', 'redeemed');
  await page.getByRole('button', { name: 'Ver mi certificado' }).click();

  await expect(page).toHaveURL(/\/certificate$/);
  await expect(page.getByTestId('certificate-number')).toHaveText(/^OW-[0-9A-F]{8}$/);
  await expect(page.getByText('Certificado de oferta aceptada')).toBeVisible();
  await expect(
    page.getByText(/^Aceptada el \d{2}\/\d{2}\/\d{4}; válida hasta el \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByText(/ a \d+ meses con [\d.]+% de APR$/)).toBeVisible();
  await onSpanishStep(page, 'Su certificado', 'certificate');
  await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
});
