import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { FairLendingOverride } from '../../../api/fair-lending.ts';
import type { CampaignAction } from '../../../api/uc-campaigns.ts';
import { CONFIRMATION_WORDS, confirmationMessage } from '../../../domain/validation/confirmation.ts';
import { ConfirmDialog } from '../../../kit/confirm-dialog.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { campaignsActivationDialogMessages as m } from '../messages/campaigns-activation-dialog.ts';
import { FAIR_LENDING_LOAD_FAILURE } from './fair-lending-page.tsx';
import { fairLendingQuery } from './fair-lending-queries.ts';
import { FairLendingTable } from './fair-lending-table.tsx';

/** The lifecycle's activation events: the fair-lending pre-check is shown before either (decision 0653). */
export const isActivation = (event: CampaignAction['event']) =>
  event === 'ACTIVATE_OFFERS' || event === 'SCHEDULE_ACTIVATION';

const WORD = CONFIRMATION_WORDS.fairLendingOverride;

interface Props {
  client: ApiClient;
  ucCampaignId: string;
  action: CampaignAction;
  onConfirm: (override?: FairLendingOverride) => void;
  onCancel: () => void;
}

/**
 * The activation's confirmation with the campaign's fair-lending pre-check: without flags it confirms as any campaign
 * action; with a flagged product it asks for the typed word and the reason the server writes to the audit row.
 */
export function ActivationDialog({ client, ucCampaignId, action, onConfirm, onCancel }: Props) {
  const { formatMessage: t } = useIntl();
  const report = useQuery(fairLendingQuery(client, ucCampaignId));
  const [confirmation, setConfirmation] = useState('');
  const [reason, setReason] = useState('');
  const flagged = report.data?.flagged === true;
  const override = { confirmation, reason };
  const ready = report.data !== undefined && (!flagged || v.is(FairLendingOverride, override));
  return (
    <ConfirmDialog
      open
      size="xl"
      title={t(m.text, { label: action.label })}
      description={t(m.theCampaignSOffersGo)}
      confirmLabel={action.label}
      canConfirm={ready}
      onConfirm={() => onConfirm(flagged ? override : undefined)}
      onCancel={onCancel}
    >
      <QueryGate query={report} failure={t(FAIR_LENDING_LOAD_FAILURE)}>
        {(data) => (
          <Stack gap="4">
            <FairLendingTable report={data} />
            {data.flagged ? (
              <Stack gap="3">
                <Text fontWeight="semibold">{t(m.aProductIsFlaggedTo, { word: WORD })}</Text>
                <FormField label={confirmationMessage(WORD)}>
                  <Input
                    value={confirmation}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => setConfirmation(event.currentTarget.value)}
                  />
                </FormField>
                <FormField label={t(m.reasonForActivating)}>
                  <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
                </FormField>
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryGate>
    </ConfirmDialog>
  );
}
