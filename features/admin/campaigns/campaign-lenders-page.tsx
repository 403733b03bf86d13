import { Badge, Button, Link as ChakraLink, HStack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { endpointQuery } from '../../../api/query-options.ts';
import {
  type CampaignLender,
  enrollCampaignLender,
  listCampaignLenders,
  unenrollCampaignLender,
} from '../../../api/uc-campaigns.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { CampaignFrame, campaignPath } from './shared.tsx';

type Props = ConsolePageProps<Record<string, never>, { ucCampaignId: string }>;

/** A link to one of a lender's pages under the campaign, named for screen readers with the lender. */
function LenderLink({ to, lender, children }: { to: string; lender: CampaignLender; children: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontSize="sm">
      <Link to={to}>
        {children}
        <Text as="span" srOnly>
          {' '}
          for {lender.name}
        </Text>
      </Link>
    </ChakraLink>
  );
}

/** Lenders tab: every lender's enrollment; the admin enrolls or unenrolls while enrollment is open. */
export function CampaignLendersPage({ client, session, params }: Props) {
  const id = params.ucCampaignId;
  const lendersQuery = endpointQuery(client, listCampaignLenders, { params: { ucCampaignId: id } });
  const key = lendersQuery.queryKey;
  const lenders = useQuery(lendersQuery);
  const change = useConfigMutation({
    mutationFn: ({ lender, enroll }: { lender: CampaignLender; enroll: boolean }) =>
      client.call(enroll ? enrollCampaignLender : unenrollCampaignLender, {
        params: { ucCampaignId: id, lenderId: lender.lenderId },
      }),
    toasts: {
      pending: 'Saving the enrollment…',
      success: 'Enrollment saved',
      error: 'Could not change the enrollment',
    },
    invalidate: [key],
  });
  const writable = can(session, 'campaigns') && lenders.data?.enrollmentOpen === true;
  return (
    <CampaignFrame client={client} id={id} section="Lenders">
      {lenders.isError ? (
        <LoadFailure message="There was an error getting the lenders" onRetry={() => void lenders.refetch()} />
      ) : null}
      {lenders.data && !lenders.data.enrollmentOpen ? (
        <Text color="fg.muted" mb="4">
          Enrollment is not open: lenders cannot be enrolled or unenrolled now.
        </Text>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Lender</Table.ColumnHeader>
              <Table.ColumnHeader>Enrollment</Table.ColumnHeader>
              <Table.ColumnHeader>Data file</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(lenders.data?.lenders ?? []).map((lender) => {
              const enrolled = lender.enrollment === 'Enrolled';
              return (
                <Table.Row key={lender.lenderId}>
                  <Table.Cell>{lender.name}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={enrolled ? 'green' : 'gray'} variant="subtle">
                      {lender.enrollment}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{lender.dataFileStatus ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="3" flexWrap="wrap">
                      {writable ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette={enrolled ? 'red' : 'brand'}
                          loading={change.isPending}
                          aria-label={`${enrolled ? 'Unenroll' : 'Enroll'} ${lender.name}`}
                          onClick={() => change.mutate({ lender, enroll: !enrolled })}
                        >
                          {enrolled ? 'Unenroll' : 'Enroll'}
                        </Button>
                      ) : null}
                      {enrolled ? (
                        <>
                          <LenderLink to={campaignPath(id, `lender/${lender.lenderId}/preScreen`)} lender={lender}>
                            Prescreen
                          </LenderLink>
                          <LenderLink to={campaignPath(id, `lender/${lender.lenderId}/redeemLimit`)} lender={lender}>
                            Redeem limit
                          </LenderLink>
                        </>
                      ) : null}
                      <LenderLink
                        to={campaignPath(id, `lender/${lender.lenderId}/marketplaceSettings`)}
                        lender={lender}
                      >
                        Marketplace workflow
                      </LenderLink>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </CampaignFrame>
  );
}
