import { expect, test } from '@playwright/test';

test.describe('the error pages', () => {
  test('not found, server error and network error say what happened (the seed words)', async ({ page }) => {
    for (const [path, heading, text] of [
      ['/not-found', 'Page not found', 'does not exist or has moved'],
      ['/error', 'Oops! Something went wrong.', 'Please try again later'],
      ['/network-error', 'Oops! Something went wrong.', 'There was a network error.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test('the native Close button reports when no handler answers', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: {
          offerwell: {
            postMessage: () => {
              throw new Error('host gone');
            },
          },
        },
      };
    });
    await page.goto('/error');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Unable to close window')).toBeVisible();
  });
});
