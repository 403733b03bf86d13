import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { OnboardingStatus } from '../../../domain/validation/financial-institution.ts';
import { lendersLendersTabsMessages as m } from '../messages/lenders-lenders-tabs.ts';

const TABS = [
  { status: 'ONBOARDED', label: m.lenders, to: '/admin/console/lenders' },
  { status: 'PROSPECT', label: m.prospects, to: '/admin/console/prospects' },
] as const;

/** 002 §2 "Lenders has tabs Lenders and Prospects": each tab is its own route, so a tab can be bookmarked. */
export function LendersTabs({ current }: { current: OnboardingStatus }) {
  const { formatMessage: t } = useIntl();
  return (
    <HStack as="nav" aria-label={t(m.lendersAndProspects)} gap="1" borderBottomWidth="1px" width="full">
      {TABS.map((tab) => (
        <Button
          key={tab.status}
          asChild
          variant="ghost"
          size="sm"
          borderRadius="0"
          borderBottomWidth="2px"
          borderColor={tab.status === current ? 'brand.solid' : 'transparent'}
          fontWeight={tab.status === current ? 'semibold' : 'normal'}
          mb="-1px"
        >
          <Link to={tab.to} aria-current={tab.status === current ? 'page' : undefined}>
            {t(tab.label)}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}
