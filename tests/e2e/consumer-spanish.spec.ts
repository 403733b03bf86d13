import { expect, test } from '@playwright/test';
import { offerCards } from './consumer-session.ts';
import { captureScreens } from './screenshots.ts';

const heading = (name: string | RegExp) => ({ level: 1 as const, name });

// A Spanish-speaking consumer's browser (issue 32 item 8): the page follows navigator.languages / Accept-Language.
test.use({ locale: 'es-ES' });

test.describe('the consumer pages in Spanish', () => {
  test('Garcia signs in and browses in Spanish, then switches to English and keeps it across a reload', async ({
    page,
  }) => {
    await page.goto('/consumer/auth/login');
    await expect(page.getByRole('heading', heading('Vea sus ofertas'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Ingrese su código de acceso')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await captureScreens(page, 'es-sign-in');
    await page.getByLabel('Código de acceso').fill('DEMO-1001');
    await page.getByLabel('Apellido').fill('Garcia');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', heading('¿Qué está buscando?'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await page.getByRole('button', { name: /^Tarjetas de crédito\s*3 ofertas$/ }).click();
    await expect(page.getByRole('heading', heading('Tarjetas de crédito: sus ofertas'))).toBeVisible();
    await expect(offerCards(page)).toHaveCount(3);
    await expect(page.getByText('3 ofertas')).toBeVisible();
    await expect(offerCards(page).first().getByText('Preaprobada')).toBeVisible();
    await expect(page.getByTestId('ordering-note')).toContainText('Cómo se ordenan las ofertas.');
    // Days the US Spanish way (22/11/2026): remembered to compare with the English page's 11/22/2026.
    const validUntil = page.getByText(/^Ofertas válidas hasta el \d{2}\/\d{2}\/\d{4}\./);
    await expect(validUntil).toBeVisible();
    const [, day, month, year] = (await validUntil.textContent())?.match(/(\d{2})\/(\d{2})\/(\d{4})/) ?? [];
    await page.getByRole('button', { name: 'recompensas' }).click();
    await expect(offerCards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'todas' }).click();
    await captureScreens(page, 'es-offers');

    await offerCards(page).first().getByRole('button', { name: 'Ver detalles de la oferta' }).click();
    await expect(page.getByRole('heading', { name: 'Divulgaciones' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Monto' })).toBeVisible();
    // Amounts in US dollars as a US reader writes them, in Spanish as in English.
    await expect(page.getByRole('cell', { name: /^\$\d{1,3}(,\d{3})* – \$\d{1,3}(,\d{3})*$/ }).first()).toBeVisible();
    await captureScreens(page, 'es-offer-details');
    await page.getByRole('button', { name: '← Volver a las ofertas' }).click();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', heading('Credit Cards offers'))).toBeVisible();
    await expect(
      page.getByText(`Offers valid until ${month}/${day}/${year}. Payments shown are estimates.`),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', heading('Credit Cards offers'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
