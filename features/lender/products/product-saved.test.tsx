// @vitest-environment happy-dom

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../ui/test-providers.tsx';
import { PRODUCTS_PAGE, ProductSaved } from './product-wizard-page.tsx';

afterEach(cleanup);

describe('the saved product page', () => {
  it('leads back to the products (issue 30 item 7: it used to end there)', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: ProductSaved }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const back = await screen.findByRole('link', { name: 'Back to products' });
    expect(back.getAttribute('href')).toBe(PRODUCTS_PAGE);
    expect(screen.getByRole('status').textContent).toMatch(/Product saved/);
  });
});
