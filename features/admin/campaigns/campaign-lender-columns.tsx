import { Badge, Button, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { CampaignLender } from '../../../api/uc-campaigns.ts';
import { linkProps, type RouteLink } from '../../../kit/route-link.ts';
import { columnHeader } from '../../../kit/words.ts';
import { campaignsCampaignLenderColumnsMessages as m } from '../messages/campaigns-campaign-lender-columns.ts';

/** A link to one of a lender's pages under the campaign, named for screen readers with the lender. */
function LenderLink({ link, lender, children }: { link: RouteLink; lender: CampaignLender; children: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <ChakraLink asChild color="brand.fg" fontSize="sm">
      <Link {...linkProps(link)}>
        {children}
        <Text as="span" srOnly>
          {' '}
          {t(m.for, { name: lender.name })}
        </Text>
      </Link>
    </ChakraLink>
  );
}

const enrolled = (lender: CampaignLender) => lender.enrollment === 'Enrolled';

interface LenderActions {
  readonly campaignId: string;
  /** Given: the admin may enroll and unenroll now (enrollment is open and they write campaigns). */
  readonly onEnroll?: ((lender: CampaignLender, enroll: boolean) => void) | undefined;
  readonly pending: boolean;
}

/** Enroll / Unenroll (writers, while enrollment is open) and the lender's pages under the campaign. */
function LenderActionsCell({ lender, campaignId: id, onEnroll, pending }: LenderActions & { lender: CampaignLender }) {
  const { formatMessage: t } = useIntl();
  const page = (name: 'preScreen' | 'redeemLimit' | 'marketplaceSettings') =>
    linkOptions({
      to: `/admin/console/uc/campaign/$ucCampaignId/lender/$lenderId/${name}` as const,
      params: { ucCampaignId: id, lenderId: String(lender.lenderId) },
    });
  return (
    <HStack gap="3" flexWrap="wrap">
      {onEnroll ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette={enrolled(lender) ? 'red' : 'brand'}
          loading={pending}
          aria-label={t(enrolled(lender) ? m.unenroll : m.enroll, { name: lender.name })}
          onClick={() => onEnroll(lender, !enrolled(lender))}
        >
          {enrolled(lender) ? t(m.unenroll2) : t(m.enroll2)}
        </Button>
      ) : null}
      {enrolled(lender) ? (
        <>
          <LenderLink link={page('preScreen')} lender={lender}>
            {t(m.prescreen)}
          </LenderLink>
          <LenderLink link={page('redeemLimit')} lender={lender}>
            {t(m.redeemLimit)}
          </LenderLink>
        </>
      ) : null}
      <LenderLink link={page('marketplaceSettings')} lender={lender}>
        {t(m.marketplaceWorkflow)}
      </LenderLink>
    </HStack>
  );
}

const column = createColumnHelper<CampaignLender>();

/** The Lenders tab's columns: lender, enrollment badge, data file, and the row's actions and links. */
export const campaignLenderColumns = (actions: LenderActions) => [
  column.accessor('name', { header: columnHeader(m.lender) }),
  column.accessor('enrollment', {
    header: columnHeader(m.enrollment),
    cell: ({ row: { original } }) => (
      <Badge colorPalette={enrolled(original) ? 'green' : 'gray'} variant="subtle">
        {original.enrollment}
      </Badge>
    ),
  }),
  column.accessor('dataFileStatus', { header: columnHeader(m.dataFile), cell: ({ getValue }) => getValue() ?? '—' }),
  column.display({
    id: 'actions',
    header: columnHeader(m.actions),
    cell: ({ row: { original } }) => <LenderActionsCell lender={original} {...actions} />,
  }),
];
