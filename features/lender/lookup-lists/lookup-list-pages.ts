import { createElement } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { LookupList } from '../../../api/lookup-list.ts';
import { employmentStatus, occupancyStatus, purposeTypes, refinanceReasons } from '../../../api/lookup-lists.ts';
import { type ConsolePageProps, defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { ensurePagedList } from '../../../kit/page-loader.ts';
import type { Words } from '../../../kit/words.ts';
import { lookupListsLookupListPagesMessages as words } from '../messages/lookup-lists-lookup-list-pages.ts';
import { lookupListSource, lookupPanelOf, lookupValuesQuery } from './lookup-list-queries.ts';
import { type LookupListSearch, lookupListSearchSchema } from './lookup-list-search.ts';

const { LookupListPage: LookupListScreen } = lazyPages(() => import('./lookup-list-page.tsx'));

/** What a lookup-list page shows beside its list's declaration (api/lookup-lists.ts). */
export interface LookupListScreenSpec {
  readonly list: LookupList;
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
  /** The page's load failure: "There was an error getting the purpose types". */
  readonly loadFailure: MessageDescriptor;
  /** One value's name: "Add purpose type", "Purpose type 3". */
  readonly itemLabel: Words;
}

/** A General Setup page over one declared lookup list: the generic screen bound to it. */
export function lookupListPage<const Path extends string>(path: Path, spec: LookupListScreenSpec) {
  return defineConsolePage({
    path,
    title: spec.title,
    permission: { generalSetup: ['read'] },
    validateSearch: lookupListSearchSchema,
    // What the open panel shows: the table's page, or every value for the editor (the import panel reads nothing).
    loader: ({ session, search, fiId = 0, client, queryClient }) => {
      const panel = lookupPanelOf(session, search.mode);
      if (panel === 'import') return undefined;
      if (panel === 'edit') return queryClient.ensureQueryData(lookupValuesQuery(spec.list, client, fiId));
      return ensurePagedList({ queryClient }, lookupListSource(spec.list, client, fiId, search));
    },
    loadFailure: spec.loadFailure,
    component: (props: ConsolePageProps<LookupListSearch>) => createElement(LookupListScreen, { ...props, spec }),
  });
}

export const purposeTypesPage = lookupListPage('purposeTypes', {
  list: purposeTypes,
  title: words.purposeTypes,
  loadFailure: words.purposeTypesLoadFailure,
  description: words.whatAConsumerMaySay,
  itemLabel: words.purposeType,
});

export const refinanceReasonsPage = lookupListPage('refinanceReasons', {
  list: refinanceReasons,
  title: words.refinanceReasons,
  loadFailure: words.refinanceReasonsLoadFailure,
  description: words.whyAConsumerRefinancesAs,
  itemLabel: words.refinanceReason,
});

export const employmentStatusPage = lookupListPage('employmentStatus', {
  list: employmentStatus,
  title: words.employmentStatus2,
  loadFailure: words.employmentStatusLoadFailure,
  description: words.theEmploymentStatusesAConsumer,
  itemLabel: words.employmentStatus,
});

export const occupancyStatusPage = lookupListPage('occupancyStatus', {
  list: occupancyStatus,
  title: words.occupancyStatus2,
  loadFailure: words.occupancyStatusLoadFailure,
  description: words.howAConsumerLivesAt,
  itemLabel: words.occupancyStatus,
});
