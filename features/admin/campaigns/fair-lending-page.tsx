import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { campaignsFairLendingPageMessages as m } from '../messages/campaigns-fair-lending-page.ts';
import { CensusTracts } from './census-tracts.tsx';
import { fairLendingQuery } from './fair-lending-queries.ts';
import { FairLendingTable } from './fair-lending-table.tsx';
import { CampaignFrame } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string }>;

/** The report's load failure (002 §8), also the activation dialog's. */
export const FAIR_LENDING_LOAD_FAILURE = m.reportFailed;

/** Fair lending tab: the pre-check report of the campaign and the census tracts it reads (issue 33 item 6). */
export function FairLendingPage({ client, session, params }: Props) {
  const id = params.ucCampaignId;
  const report = useQuery(fairLendingQuery(client, id));
  const { formatMessage: t } = useIntl();
  return (
    <CampaignFrame client={client} id={id} section={t(m.fairLending)}>
      <Stack gap="8">
        <QueryGate query={report} failure={t(FAIR_LENDING_LOAD_FAILURE)}>
          {(data) => <FairLendingTable report={data} />}
        </QueryGate>
        <CensusTracts client={client} canImport={can(session, 'campaigns', 'write')} />
      </Stack>
    </CampaignFrame>
  );
}
