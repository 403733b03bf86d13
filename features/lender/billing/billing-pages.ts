import { listLenderInvoices } from '../../../api/billing.ts';
import { reportListSource } from '../../../console/report-list.ts';
import { reportSearchSchema } from '../../../console/report-page.tsx';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { ensurePagedList } from '../../../kit/page-loader.ts';
import { billingBillingPagesMessages as words } from '../messages/billing-billing-pages.ts';

const { LenderBillingPage } = lazyPages(() => import('./lender-billing-page.tsx'));

/** The lender's invoices and billing page (002 §2); not among 002 §2's route list, so named `billing` (decisions). */
export const lenderBillingPage = defineConsolePage({
  path: 'billing',
  title: words.invoicesAndBilling,
  permission: { billing: ['read'] },
  validateSearch: reportSearchSchema,
  // The report table's first page (console/report-page.tsx builds the same list).
  loader: ({ search, fiId = 0, client, queryClient }) =>
    ensurePagedList({ queryClient }, reportListSource(listLenderInvoices, client, { fiId }, search)),
  loadFailure: words.thereWasAnErrorGetting,
  component: LenderBillingPage,
});
