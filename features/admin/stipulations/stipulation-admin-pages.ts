import { lazy } from 'react';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';

const StipulationsPage = lazy(() => import('./stipulations-page.tsx').then((m) => ({ default: m.StipulationsPage })));
const NewStipulationPage = lazy(() =>
  import('./stipulation-form-page.tsx').then((m) => ({ default: m.NewStipulationPage })),
);
const EditStipulationPage = lazy(() =>
  import('./stipulation-form-page.tsx').then((m) => ({ default: m.EditStipulationPage })),
);

const read = needs('stipulations', 'read');
const write = needs('stipulations', 'write');

/** The stipulation catalogue (002 §2 stipulations, stipulations/new, stipulations/{stipulationId}/edit). */
export const stipulationPages = [
  defineConsolePage({
    path: 'stipulations',
    title: 'Stipulations',
    permission: read,
    validateSearch: listSearchSchema,
    component: StipulationsPage,
  }),
  defineConsolePage({
    path: 'stipulations/new',
    title: 'Add stipulation',
    permission: write,
    component: NewStipulationPage,
  }),
  defineConsolePage({
    path: 'stipulations/$stipulationId/edit',
    title: 'Edit stipulation',
    permission: write,
    component: EditStipulationPage,
  }),
] as const;
