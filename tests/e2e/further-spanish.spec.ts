import { expect, type Page, test } from '@playwright/test';
import { signInConsumer } from './consumer-session.ts';
import { captureScreens } from './screenshots.ts';

// A visitor whose browser asks for Spanish (issue 32 item 8): /further and the prescreen notice read in Spanish.
test.use({ locale: 'es-US' });

/**
 * The page's English words: what a Spanish page must not show. Lender and product names are data and stay as their
 * lenders wrote them, so the list is of the pages' own words only.
 */
const ENGLISH =
  /\b(Your|you|Continue|Back|Sign in|See my|Find my|Loading|Something went wrong|Please|Enter|offers? for|Last name|Opt out|Notice version|PRESCREEN|prescreened|Connecting|Start over)\b/;

/** The page's heading, Spanish on the html element, no English in it, nothing off a phone's screen; its screens. */
async function onSpanishPage(page: Page, title: string | RegExp, screen: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The lender's own words (FAQs, disclosures) are marked lang="en": theirs, untranslated, and left out here.
  const pageWords = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const lender of copy.querySelectorAll('[lang="en"]')) lender.remove();
    return copy.textContent ?? '';
  });
  expect(pageWords).not.toMatch(ENGLISH);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await captureScreens(page, `es-further-${screen}`);
}

test('/further in Spanish: the welcome, the registration form and its checks', async ({ page }) => {
  await page.goto('/further/welcome');
  await onSpanishPage(page, 'Sus ofertas preaprobadas le esperan', 'welcome');
  await page.getByRole('button', { name: 'Buscar mis ofertas' }).click();
  await expect(page).toHaveURL(/\/further\/registration\/lookup$/);
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(page.getByText('Ingrese el código postal de 5 dígitos')).toBeVisible();
  await expect(page.getByText('Confirme que no es un robot')).toBeVisible();
  await onSpanishPage(page, 'Busque sus ofertas', 'lookup');
});

test('/further in Spanish: signed in, the splash, the marketplace and an offer', async ({ page }) => {
  test.setTimeout(120_000);
  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/further/marketplace/splash');
  await onSpanishPage(page, 'Sus ofertas preaprobadas están listas', 'splash');
  await page.getByRole('button', { name: 'Ver mis ofertas' }).click();
  await expect(page).toHaveURL(/\/further\/marketplace$/);
  await onSpanishPage(page, '¿Qué está buscando?', 'marketplace');
  await page.getByRole('button', { name: /^Préstamos personales/ }).click();
  await expect(page).toHaveURL(/\/further\/marketplace\/offers\?category=personal-loans/);
  // The prescreen short notice on the cards, and its link, in Spanish.
  await expect(page.getByTestId('prescreen-notice').first()).toContainText('Usted puede elegir dejar de recibir');
  await onSpanishPage(page, /ofertas/i, 'offers');
  await page.getByRole('article').first().getByRole('button', { name: 'Ver detalles de la oferta' }).click();
  await onSpanishPage(page, /.+/, 'offer-details');
  await page.goto('/further/error/not-found');
  await onSpanishPage(page, /.+/, 'error');
});

test('the prescreen notice in Spanish, under /further and /consumer', async ({ page }) => {
  for (const site of ['/further', '/consumer']) {
    await page.goto(`${site}/prescreen-notice/experian`);
    await onSpanishPage(page, 'AVISO DE PRESELECCIÓN Y EXCLUSIÓN VOLUNTARIA', `prescreen${site.replace('/', '-')}`);
    await expect(page.getByTestId('long-notice')).toContainText(
      'Si no desea recibir ofertas de crédito preseleccionadas',
    );
    await expect(page.getByRole('link', { name: 'www.optoutprescreen.com' })).toHaveAttribute(
      'href',
      'https://www.optoutprescreen.com',
    );
  }
});
