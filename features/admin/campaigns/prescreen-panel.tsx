import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import type { Session } from '../../../api/session.ts';
import { GLOBAL_STATE } from '../../../api/uc-campaigns.ts';
import { PrescreenCriteriaForm } from '../../../console/prescreen-criteria-form.tsx';
import { PrescreenTable } from '../../../console/prescreen-table.tsx';
import { labelOf } from '../../../domain/format/labels.ts';
import { BUREAU_FIELDS } from '../../../domain/rules/bureau-fields.ts';
import { can } from '../../../kit/permission.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { campaignsPrescreenPanelMessages as m } from '../messages/campaigns-prescreen-panel.ts';
import { usePrescreen } from './use-prescreen.ts';

const FIELDS = BUREAU_FIELDS.map((field) => ({ value: field.name, label: field.label }));

/**
 * Prescreen by state (002 §2, §4): Global (id -1) and each state of the campaign's consumers, with criteria in the
 * criteria grammar (`GTE 640 LT 800`) on a bureau field and the consumers they keep, counted by the server. A state
 * is marked complete once reviewed; export waits for Global and every state. Locked after enrollment ended.
 */
export function PrescreenPanel(props: {
  client: ApiClient;
  session: Session;
  ucCampaignId: string;
  lenderId?: number;
}) {
  const { formatMessage: t } = useIntl();
  const { prescreen, save, review, exportCsv } = usePrescreen(props.client, props.ucCampaignId, props.lenderId);
  if (prescreen.isError) {
    return <LoadFailure message={t(m.thereWasAnErrorGetting)} onRetry={() => void prescreen.refetch()} />;
  }
  const data = prescreen.data;
  const editable = can(props.session, 'campaigns') && data?.locked === false;
  const rows = data ? [data.global, ...data.states] : [];
  return (
    <Stack gap="5">
      {data?.locked ? (
        <Text color="fg.muted">
          {t(m.prescreenCriteriaCannotBeUpdated, { value: labelOf(data.status).toLowerCase() })}
        </Text>
      ) : null}
      {editable ? (
        <PrescreenCriteriaForm
          states={rows.map((row) => ({ value: row.state, label: row.label }))}
          fields={FIELDS}
          initial={{ state: GLOBAL_STATE, field: 'VANTAGE_SCORE', criteria: '' }}
          pending={save.isPending}
          onSave={(input) => save.mutate(input)}
        />
      ) : null}
      {data?.countsFrom ? (
        <Text color="fg.muted" fontSize="sm">
          {t(m.consumerCountsAreEstimatedFrom, { name: data.countsFrom.name })}
        </Text>
      ) : null}
      <PrescreenTable rows={rows} onToggle={editable ? (row) => review.mutate(row) : undefined} />
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => void exportCsv()}>
          {t(m.exportCsv)}
        </Button>
        {data?.exportBlocked ? (
          <Text color="fg.muted" fontSize="sm">
            {data.exportBlocked}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
