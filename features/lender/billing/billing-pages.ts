import { lazy } from 'react';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { reportSearchSchema } from '../../../kit/report-page.tsx';

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
