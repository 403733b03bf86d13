import { linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TabNav } from '../../../kit/tab-nav.tsx';
import { lendersLendersTabsMessages as m } from '../messages/lenders-lenders-tabs.ts';

const TABS = [
  { label: m.lenders, link: linkOptions({ to: '/admin/console/lenders' }) },
  { label: m.prospects, link: linkOptions({ to: '/admin/console/prospects' }) },
] as const;

/**
 * 002 §2 "Lenders has tabs Lenders and Prospects": each tab is its own route, so a tab can be bookmarked; the kit's
 * route tabs (TabNav) mark the page's own.
 */
export function LendersTabs() {
  const { formatMessage: t } = useIntl();
  return (
    <TabNav label={t(m.lendersAndProspects)} items={TABS.map((tab) => ({ label: t(tab.label), link: tab.link }))} />
  );
}
