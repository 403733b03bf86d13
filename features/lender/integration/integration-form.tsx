import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { createIntegration, type Integration, listIntegrations, updateIntegration } from '../../../api/integrations.ts';
import { CONSOLE_PRODUCT_CATEGORIES } from '../../../domain/catalog/categories.ts';
import { DATA_PARTNERS } from '../../../domain/catalog/lender.ts';
import {
  type IntegrationUpdate,
  integrationUpdateSchema,
  type NewIntegration,
  newIntegrationSchema,
} from '../../../domain/validation/integration.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useSaveAndClose } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { said } from '../../../kit/words.ts';
import { integrationStatusChoices } from '../../../machines/integrations/integration-lifecycle.ts';
import { integrationIntegrationFormMessages as m } from '../messages/integration-integration-form.ts';

type NewDraft = FormDraft<v.InferInput<typeof newIntegrationSchema>>;
type UpdateDraft = FormDraft<v.InferInput<typeof integrationUpdateSchema>>;
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const fields = (integration?: Integration): FieldsOf<NewDraft> => [
  { name: 'type', label: m.type, kind: 'select', options: optionsOf(DATA_PARTNERS) },
  {
    name: 'productCategory',
    label: m.productCategory,
    kind: 'select',
    options: optionsOf(CONSOLE_PRODUCT_CATEGORIES),
  },
  { name: 'endpointUrl', label: m.endpointUrl, kind: 'url', wide: true, placeholder: m.https },
  {
    name: 'accessToken',
    label: m.accessToken,
    kind: 'password',
    helperText: integration?.accessTokenMasked
      ? said(m.storedAsLeaveBlank, { masked: integration.accessTokenMasked })
      : m.storedEncryptedShownMasked,
  },
  {
    name: 'failureNotificationEmails',
    label: m.failureNotificationEmails,
    kind: 'text',
    helperText: m.commaSeparated,
  },
  { name: 'config', label: m.config, kind: 'textarea', helperText: m.textOrAJsonDocument },
  { name: 'funding', label: m.funding, kind: 'switch', helperText: m.sendFundedLoansBackThrough },
];

const BLANK: NewDraft = {
  type: '',
  productCategory: '',
  endpointUrl: '',
  accessToken: '',
  failureNotificationEmails: '',
  config: '',
  funding: false,
};

const draftOf = (integration: Integration): UpdateDraft => ({
  id: integration.id,
  type: integration.type,
  productCategory: integration.productCategory ?? '',
  endpointUrl: integration.endpointUrl ?? '',
  accessToken: '',
  failureNotificationEmails: integration.failureNotificationEmails.join(', '),
  config: integration.config ?? '',
  funding: integration.funding,
  status: integration.status,
});

/** Add (no `integration`) or change one integration; status offers only itself and what lies ahead (002 §4). */
export function IntegrationForm(props: {
  client: ApiClient;
  fiId: number;
  integration?: Integration | undefined;
  onDone: () => void;
}) {
  const { client, fiId, integration, onDone } = props;
  const form = useSaveAndClose({
    mutationFn: (body: NewIntegration | IntegrationUpdate) =>
      'id' in body
        ? client.call(updateIntegration, { params: { fiId }, body })
        : client.call(createIntegration, { params: { fiId }, body }),
    toasts: {
      pending: m.savingTheIntegration,
      success: m.integrationSaved,
      error: m.couldNotSaveTheIntegration,
    },
    invalidate: [listQueryKey(listIntegrations)],
    close: onDone,
  });
  if (!integration) {
    return (
      <SchemaForm
        schema={newIntegrationSchema}
        defaultValues={BLANK}
        fields={fields()}
        submitLabel={m.addIntegration}
        {...form}
      />
    );
  }
  const statuses = integrationStatusChoices(integration.status);
  return (
    <SchemaForm
      schema={integrationUpdateSchema}
      defaultValues={draftOf(integration)}
      fields={[
        ...fields(integration),
        {
          name: 'status',
          label: m.status,
          kind: 'select',
          options: optionsOf(statuses),
          helperText: m.movesForwardOnly,
        },
      ]}
      submitLabel={m.saveIntegration}
      {...form}
    />
  );
}
