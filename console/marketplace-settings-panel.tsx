import { Alert, Badge, Button, Card, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../api/client.ts';
import {
  createMarketplaceSettings,
  deleteMarketplaceSettings,
  type MarketplaceSettings,
  updateMarketplaceSettings,
} from '../api/marketplace-settings.ts';
import { REEVALUABLE_FIELDS } from '../domain/catalog/consumer.ts';
import { PRODUCT_TYPES } from '../domain/catalog/products.ts';
import { labelOf } from '../domain/format/labels.ts';
import {
  isRequiredApplicationField,
  marketplaceWorkflowSchema,
  REQUIRED_APPLICATION_FIELDS,
} from '../domain/validation/marketplace-settings.ts';
import type { Workflow } from '../domain/validation/workflow.ts';
import { fieldsFor, SchemaForm } from '../kit/schema-form.tsx';
import { useConfigMutation } from '../kit/toasts.ts';
import { said, type Words, wordsNode } from '../kit/words.ts';
import { LoadFailure } from '../ui/load-failure.tsx';
import { marketplaceSettingsQuery } from './marketplace-settings-query.ts';
import { marketplaceSettingsPanelMessages as m } from './messages/marketplace-settings-panel.ts';

/** An application field's name ("Annual income" for annualIncome); an unknown key as it is. */
export const fieldLabel = (field: string): string =>
  isRequiredApplicationField(field) ? REQUIRED_APPLICATION_FIELDS[field] : field;
const options = (values: readonly string[], label = (value: string) => labelOf(value).replaceAll('_', ' ')) =>
  values.map((value) => ({ value, label: label(value) }));
const EMPTY: Workflow = {
  applicableProducts: [],
  requiredFields: [],
  poBoxAccepted: false,
  reevaluate: false,
  reevaluationFields: [],
  allowAddOns: true,
  allowStipulations: true,
};

const fields = (admin: boolean) =>
  fieldsFor(marketplaceWorkflowSchema, [
    { name: 'applicableProducts', label: m.applicableProducts, kind: 'multiselect', options: options(PRODUCT_TYPES) },
    {
      name: 'requiredFields',
      label: m.requiredApplicationFields,
      kind: 'multiselect',
      options: Object.entries(REQUIRED_APPLICATION_FIELDS).map(([value, label]) => ({ value, label })),
      // An empty list is a valid answer: the lender asks nothing beyond the built-in questions.
      required: false,
    },
    { name: 'poBoxAccepted', label: m.poBoxAccepted, kind: 'switch' },
    { name: 'allowAddOns', label: m.allowAddOns, kind: 'switch' },
    { name: 'allowStipulations', label: m.allowStipulations, kind: 'switch' },
    { name: 'allowedProductClass', label: m.allowedProductClass, kind: 'text' },
    {
      name: 'reevaluate',
      label: m.offerReEvaluation,
      kind: 'switch',
      disabled: !admin,
      helperText: admin ? undefined : m.onlyAnAdminCanEnable,
    },
    {
      name: 'reevaluationFields',
      label: m.fieldsToReEvaluate,
      kind: 'multiselect',
      options: options(REEVALUABLE_FIELDS, fieldLabel),
      disabled: !admin,
      // Needed only when re-evaluation is on; the workflow rules (domain/validation/workflow.ts) say so then.
      required: false,
    },
  ]);

const yesNo = (value: boolean) => (value ? m.yes : m.no);
const fieldLabels = (fields: readonly string[]) => fields.map(fieldLabel).join(', ');

/** A workflow as label/value rows, application fields by their names (not their keys). */
export function workflowRows(settings: MarketplaceSettings['settings']): { label: Words; value: Words }[] {
  return [
    { label: m.applicableProducts, value: settings.applicableProducts.join(', ').replaceAll('_', ' ') },
    { label: m.requiredApplicationFields, value: fieldLabels(settings.requiredFields) || m.none },
    { label: m.poBoxAccepted, value: yesNo(settings.poBoxAccepted) },
    {
      label: m.offerReEvaluation,
      value: settings.reevaluate ? said(m.yesFields, { fields: fieldLabels(settings.reevaluationFields) }) : m.no,
    },
    { label: m.allowedProductClass, value: settings.allowedProductClass || m.any },
    { label: m.allowAddOns, value: yesNo(settings.allowAddOns) },
    { label: m.allowStipulations, value: yesNo(settings.allowStipulations) },
  ];
}

function SettingsView({ settings }: { settings: MarketplaceSettings['settings'] }) {
  const rows = workflowRows(settings);
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(({ label, value }, index) => (
        // The rows are a fixed list in reading order: a row's position is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <DataList.Item key={index}>
          <DataList.ItemLabel>{wordsNode(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{wordsNode(value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * A lender's marketplace workflows for one campaign (002 §3/§4/§7): the editability message, each workflow with
 * edit and remove while editable, and the add form. Admin and lender screens share it; `only` shows one (view).
 */
export function MarketplaceSettingsPanel(props: {
  client: ApiClient;
  fiId: number;
  ucCampaignId: string;
  canWrite: boolean;
  admin: boolean;
  only?: string | undefined;
  startEditing?: string | undefined;
}) {
  const { formatMessage: t } = useIntl();
  const { client, fiId, ucCampaignId } = props;
  const listQuery = marketplaceSettingsQuery(client, fiId, ucCampaignId);
  const queryKey = listQuery.queryKey;
  const list = useQuery(listQuery);
  const [editing, setEditing] = useState<string | null>(props.startEditing ?? null);
  const save = useConfigMutation({
    mutationFn: ({ id, settings }: { id: string | null; settings: Workflow }) =>
      id === null || id === 'new'
        ? client.call(createMarketplaceSettings, { params: { fiId }, body: { ucCampaignId, settings } })
        : client.call(updateMarketplaceSettings, { params: { fiId, id }, body: { ucCampaignId, settings } }),
    toasts: {
      pending: m.savingTheMarketplaceWorkflow,
      success: m.marketplaceWorkflowSaved,
      error: m.couldNotSaveTheMarketplace,
    },
    invalidate: [queryKey],
    onSuccess: () => setEditing(null),
  });
  const remove = useConfigMutation({
    mutationFn: (id: string) => client.call(deleteMarketplaceSettings, { params: { fiId, id } }),
    toasts: {
      pending: m.removingTheMarketplaceWorkflow,
      success: m.marketplaceWorkflowRemoved,
      error: m.couldNotRemoveTheMarketplace,
    },
    invalidate: [queryKey],
  });
  if (list.isPending) return <Skeleton height="40" />;
  if (list.isError) return <LoadFailure message={t(m.thereWasAnErrorGetting)} onRetry={() => list.refetch()} />;
  const data = list.data;
  const editable = props.canWrite && data.editability === 'editable' && props.only === undefined;
  const form = (id: string, values: Workflow) => (
    <SchemaForm
      schema={marketplaceWorkflowSchema}
      defaultValues={values}
      fields={fields(props.admin)}
      submitLabel={t(m.saveMarketplaceWorkflow)}
      cancel={{ onCancel: () => setEditing(null) }}
      onSubmit={(settings) => save.mutateAsync({ id, settings: settings as Workflow })}
    />
  );
  const shown = data.content.filter((row) => props.only === undefined || row.id === props.only);
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{data.campaignName}</Text>
        <Badge>{labelOf(data.campaignStatus)}</Badge>
      </HStack>
      {data.message ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{data.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {shown.length === 0 ? <Text>{t(m.noMarketplaceWorkflowForThis)}</Text> : null}
      {shown.map((row) => (
        <Card.Root key={row.id}>
          <Card.Body gap="4">
            {editing === row.id && editable ? (
              form(row.id, row.settings as Workflow)
            ) : (
              <SettingsView settings={row.settings} />
            )}
            {editable && editing !== row.id ? (
              <HStack gap="3">
                <Button size="sm" variant="outline" onClick={() => setEditing(row.id)}>
                  {t(m.edit)}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(row.id)}>
                  {t(m.remove)}
                </Button>
              </HStack>
            ) : null}
          </Card.Body>
        </Card.Root>
      ))}
      {editable ? (
        editing === 'new' ? (
          form('new', EMPTY)
        ) : (
          <Button alignSelf="start" colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            {t(m.addMarketplaceWorkflow)}
          </Button>
        )
      ) : null}
    </Stack>
  );
}
