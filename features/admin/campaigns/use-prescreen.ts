import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  completeCampaignPrescreenState,
  completeLenderPrescreenState,
  exportCampaignPrescreen,
  exportLenderPrescreen,
  type PrescreenRow,
  putCampaignPrescreenCriteria,
  putLenderPrescreenCriteria,
} from '../../../api/uc-campaigns.ts';
import type { PrescreenCriteriaInput } from '../../../console/prescreen-criteria-form.tsx';
import { saveTextFile } from '../../../kit/save-file.ts';
import { runWithToasts, useConfigMutation } from '../../../kit/toasts.ts';
import { campaignsUsePrescreenMessages as m } from '../messages/campaigns-use-prescreen.ts';
import { prescreenQuery } from './campaign-queries.ts';

/** The prescreen of a campaign (lenderId absent) or of one enrolled lender: the load, save, review and export. */
export function usePrescreen(client: ApiClient, ucCampaignId: string, lenderId?: number) {
  const intl = useIntl();
  const prescreenOptions = prescreenQuery(client, ucCampaignId, lenderId);
  const key = prescreenOptions.queryKey;
  const campaignOnly = lenderId === undefined;
  const prescreen = useQuery(prescreenOptions);
  const save = useConfigMutation({
    mutationFn: ({ state, field, criteria }: PrescreenCriteriaInput) =>
      campaignOnly
        ? client.call(putCampaignPrescreenCriteria, { params: { ucCampaignId, state }, body: { field, criteria } })
        : client.call(putLenderPrescreenCriteria, {
            params: { ucCampaignId, lenderId, state },
            body: { field, criteria },
          }),
    toasts: { pending: m.savingTheCriteria, success: m.criteriaSaved },
    invalidate: [key],
  });
  const review = useConfigMutation({
    mutationFn: (row: PrescreenRow) => {
      const body = { complete: !row.complete };
      return campaignOnly
        ? client.call(completeCampaignPrescreenState, { params: { ucCampaignId, state: row.state }, body })
        : client.call(completeLenderPrescreenState, { params: { ucCampaignId, lenderId, state: row.state }, body });
    },
    toasts: { pending: m.savingTheReview, success: m.reviewSaved },
    invalidate: [key],
  });
  const exportCsv = () =>
    runWithToasts(
      () =>
        campaignOnly
          ? client.call(exportCampaignPrescreen, { params: { ucCampaignId } })
          : client.call(exportLenderPrescreen, { params: { ucCampaignId, lenderId } }),
      { pending: m.exportingThePrescreen, success: m.prescreenExported },
      intl,
    ).then(
      (csv) => saveTextFile(`prescreen-${ucCampaignId}.csv`, String(csv), 'text/csv;charset=utf-8'),
      () => {},
    );
  return { prescreen, save, review, exportCsv };
}
