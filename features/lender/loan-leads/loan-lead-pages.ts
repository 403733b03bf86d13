import { getLoanLead } from '../../../api/loan-leads.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { ensureEndpoint, ensurePagedList } from '../../../kit/page-loader.ts';
import { loanLeadsLoanLeadPagesMessages as words } from '../messages/loan-leads-loan-lead-pages.ts';
import { LOAN_LEADS_LOAD_FAILURE, loanLeadListSource, loanLeadSearchSchema } from './loan-lead-search.ts';

const { LoanLeadsPage } = lazyPages(() => import('./loan-leads-page.tsx'));
const { LoanLeadPage } = lazyPages(() => import('./loan-lead-page.tsx'));

/** The lender's loan leads (002 §2 `loanLeads`) and one lead. */
export const loanLeadPages = [
  defineConsolePage({
    path: 'loanLeads',
    title: words.loanLeads,
    permission: needs('loanLeads', 'read'),
    validateSearch: loanLeadSearchSchema,
    // The URL's view of the list; a filter remembered from an earlier visit comes back as a new URL (another load).
    loader: ({ search, fiId = 0, client, queryClient }) =>
      ensurePagedList({ queryClient }, loanLeadListSource(client, fiId, search)),
    loadFailure: LOAN_LEADS_LOAD_FAILURE,
    component: LoanLeadsPage,
  }),
  defineConsolePage({
    path: 'loanLeads/$redemptionId',
    title: words.loanLead,
    permission: needs('loanLeads', 'read'),
    loader: ({ params, fiId = 0, ...c }) =>
      ensureEndpoint(c, getLoanLead, { params: { fiId, redemptionId: params.redemptionId } }),
    loadFailure: words.thereWasAnErrorGetting,
    component: LoanLeadPage,
  }),
] as const;
