import { useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import {
  type CampaignBody,
  campaignBodySchema,
  createUcCampaign,
  listUcCampaigns,
  type UcCampaignDetail,
  updateUcCampaign,
} from '../../../api/uc-campaigns.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { campaignsCampaignFormMessages as m } from '../messages/campaigns-campaign-form.ts';
import { campaignQueryKey } from './campaign-queries.ts';
import { CAMPAIGNS_ROOT, campaignLink } from './shared.tsx';

type Draft = FormDraft<v.InferInput<typeof campaignBodySchema>>;

const WINDOWS = [
  { value: '0', label: m.dropDateOnly },
  { value: '1', label: m.dropDate1Day },
  { value: '2', label: m.dropDate2Days },
  { value: '3', label: m.dropDate3Days },
];

const fieldsOf = (readOnly: boolean): FieldsOf<Draft> =>
  (
    [
      { name: 'name', label: m.name, kind: 'text' },
      { name: 'status', label: m.status, kind: 'select', options: [], readOnly: true },
      { name: 'enrollmentPeriod.start', label: m.enrollmentPeriodStart, kind: 'date' },
      { name: 'enrollmentPeriod.end', label: m.enrollmentPeriodEnd, kind: 'date' },
      { name: 'activeOffersPeriod.start', label: m.activeOffersPeriodStart, kind: 'date' },
      { name: 'activeOffersPeriod.end', label: m.activeOffersPeriodEnd, kind: 'date' },
      { name: 'dropDates', label: m.dropDates, kind: 'textlist', itemLabel: m.dropDate, helperText: m.yyyyMmDd },
      { name: 'dropDateWindow', label: m.dropDateWindow, kind: 'select', options: WINDOWS },
      { name: 'prequalVantageCutoff', label: m.prequalVantageCutoff, kind: 'text', helperText: m.n300To999 },
      { name: 'ruleSet.name', label: m.ruleSetName, kind: 'text' },
      { name: 'ruleSet.description', label: m.ruleSetDescription, kind: 'text' },
      { name: 'ruleSetRules', label: m.rules, kind: 'textarea', placeholder: m.vantageScore640AndAge },
    ] as const
  ).map((field) => ({ ...field, ...(readOnly ? { readOnly: true } : {}) })) as FieldsOf<Draft>;

const draftOf = (campaign?: UcCampaignDetail): Draft => ({
  name: campaign?.name ?? '',
  status: campaign?.status ?? 'CREATED',
  enrollmentPeriod: campaign?.enrollmentPeriod ?? { start: '', end: '' },
  activeOffersPeriod: campaign?.activeOffersPeriod ?? { start: '', end: '' },
  dropDates: campaign?.dropDates ?? [],
  dropDateWindow: String(campaign?.dropDateWindow ?? 0),
  prequalVantageCutoff: campaign?.prequalVantageCutoff ?? '',
  ruleSet: { name: campaign?.ruleSet?.name ?? '', description: campaign?.ruleSet?.description ?? '' },
  ruleSetRules: campaign?.ruleSet?.rules ?? '',
});

/** The campaign form (002 §3, §5) over campaignSchema: add a campaign, or its Settings tab while it may change. */
export function CampaignForm({ client, campaign }: { client: ApiClient; campaign?: UcCampaignDetail }) {
  const navigate = useNavigate();
  const save = useConfigMutation({
    mutationFn: (body: CampaignBody) =>
      campaign
        ? client.call(updateUcCampaign, { params: { ucCampaignId: campaign.ucCampaignId }, body })
        : client.call(createUcCampaign, { body }),
    toasts: { pending: m.savingTheCampaign, success: m.campaignSaved, error: m.couldNotSaveTheCampaign },
    invalidate: [listQueryKey(listUcCampaigns), ...(campaign ? [campaignQueryKey(campaign.ucCampaignId)] : [])],
    onSuccess: (saved: UcCampaignDetail) => navigate(campaignLink(saved.ucCampaignId)),
  });
  const status = draftOf(campaign).status;
  const fields = fieldsOf(campaign ? !campaign.editable : false).map((field) =>
    field.name === 'status' ? { ...field, options: [{ value: status, label: labelOf(status) }] } : field,
  );
  return (
    <SchemaForm
      schema={campaignBodySchema}
      defaultValues={draftOf(campaign)}
      fields={fields}
      submitLabel={campaign ? m.saveCampaign : m.addCampaign}
      cancel={{
        onCancel: () => (campaign ? navigate(campaignLink(campaign.ucCampaignId)) : navigate({ to: CAMPAIGNS_ROOT })),
      }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}
