// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { consoleSession, renderConsolePage } from '../../../tests/component/render-console-page.tsx';
import { ProjectionPage } from './projection-page.tsx';

afterEach(cleanup);

const session = consoleSession('fi', 'cu-admin', { campaigns: ['read'] });

describe('ProjectionPage', () => {
  it('says a projection that does not exist does not, with nothing to try again', async () => {
    const id = '00000000-0000-4000-8000-000000000009';
    renderConsolePage(ProjectionPage as ComponentType<never>, {
      path: `/lender/console/projections/${id}`,
      session,
      fiId: 1,
      params: { projectionId: id },
      answers: {
        '/fi/:fiId/projections/:projectionId': () => {
          throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such projection' });
        },
      },
    });
    expect(await screen.findByText('No such projection')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
