import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { listLenderAcknowledgements } from '../../../api/acknowledgements.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { AcknowledgementCard } from '../../../console/acknowledgement-card.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { acknowledgementsAcknowledgementsPageMessages as m } from '../messages/acknowledgements-acknowledgements-page.ts';

/** /lender/console/campaign/acknowledgements: campaign changes to acknowledge (000 §4), pending first. */
export function AcknowledgementsPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const list = useQuery(endpointQuery(client, listLenderAcknowledgements, { params: { fiId }, query: {} }));
  const canDecide = can(session, 'campaigns', 'acknowledge');
  return (
    <>
      <PageHeader title={t(m.campaignChangeAcknowledgements)} description={t(m.changesThePlatformMadeTo)} />
      <QueryGate
        query={list}
        failure={t(m.thereWasAnErrorGetting)}
        skeletonHeight="40"
        isEmpty={(page) => page.content.length === 0}
        empty={<Text>{t(m.noChangesToAcknowledge)}</Text>}
      >
        {(page) => (
          <Stack gap="6">
            {page.content.map((ack) => (
              <AcknowledgementCard key={ack.id} ack={ack} client={client} fiId={fiId} canDecide={canDecide} />
            ))}
          </Stack>
        )}
      </QueryGate>
    </>
  );
}
