import { lazy } from 'react';
import { reportSearchSchema } from '../../../console/report-page.tsx';
import { defineConsolePage } from '../../../kit/console-page.ts';

const LenderBillingPage = lazy(() =>
  import('./lender-billing-page.tsx').then((m) => ({ default: m.LenderBillingPage })),
);

/** The lender's invoices and billing page (002 §2); not among 002 §2's route list, so named `billing` (decisions). */
export const lenderBillingPage = defineConsolePage({
  path: 'billing',
  title: 'Invoices and billing',
  permission: { billing: ['read'] },
  validateSearch: reportSearchSchema,
  component: LenderBillingPage,
});
