import { Button, DataList, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getLoanLead, type LeadField, revealLoanLeadPii } from '../../../api/loan-leads.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { LeadActions } from '../../../console/loan-leads/lead-actions.tsx';
import { WhyThisOffer } from '../../../console/offer-trace/why-this-offer.tsx';
import { formatDisplay } from '../../../domain/format/display.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { loanLeadsLoanLeadPageMessages as m } from '../messages/loan-leads-loan-lead-page.ts';

/** /lender/console/loanLeads/{redemptionId}: every report field, the lead's actions, sealed data on an audited click. */
export function LoanLeadPage({ client, fiId = 0, params, session }: ParamPageProps<{ redemptionId: string }>) {
  const { formatMessage: t } = useIntl();
  const leadQuery = endpointQuery(client, getLoanLead, { params: { fiId, redemptionId: params.redemptionId } });
  const lead = useQuery({
    ...leadQuery,
    // A queued push is sent by a job: look again until it is settled.
    refetchInterval: (query) => (query.state.data?.lead.pushStatus === 'QUEUED' ? 1500 : false),
  });
  const [revealed, setRevealed] = useState<Record<string, string | null>>({});
  const reveal = async () => {
    const answer = await client.call(revealLoanLeadPii, { params: { fiId, redemptionId: params.redemptionId } });
    setRevealed(Object.fromEntries(answer.fields.map((field: LeadField) => [field.key, field.value])));
  };

  return (
    <QueryGate query={lead} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="60">
      {(data) => (
        <Stack gap="6">
          <PageHeader
            title={t(m.loanLead, { loanNumber: data.lead.loanNumber })}
            description={t(m.text, {
              consumerFirstName: data.lead.consumerFirstName,
              consumerLastName: data.lead.consumerLastName,
              productName: data.lead.productName,
              value: formatDisplay('money', data.lead.amount),
            })}
          />
          {can(session, 'loanLeads', 'write') ? (
            <LeadActions
              client={client}
              fiId={fiId}
              detail={data}
              myUserId={session.userId ?? null}
              queryKey={leadQuery.queryKey}
            />
          ) : null}
          {can(session, 'loanLeads', 'download') && Object.keys(revealed).length === 0 ? (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void reveal()}>
              {t(m.showPersonalData)}
            </Button>
          ) : null}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            {data.sections.map((section) => (
              <Stack key={section.title} as="section" aria-label={section.title} gap="2">
                <Heading as="h2" size="md">
                  {section.title}
                </Heading>
                <DataList.Root orientation="horizontal" size="sm">
                  {section.fields.map((field) => (
                    <DataList.Item key={field.key}>
                      <DataList.ItemLabel flexShrink={0} w={{ base: '40%', md: '52' }}>
                        {field.label}
                      </DataList.ItemLabel>
                      <DataList.ItemValue>
                        {(field.sealed ? revealed[field.key] : undefined) ??
                          (formatDisplay(field.display ?? 'text', field.value) || '—')}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Stack>
            ))}
          </SimpleGrid>
          {data.offerOf ? (
            <WhyThisOffer
              client={client}
              fiId={fiId}
              campaignId={data.lead.ucCampaignId}
              consumerId={data.offerOf.consumerId}
              productId={data.offerOf.productId}
            />
          ) : null}
        </Stack>
      )}
    </QueryGate>
  );
}
