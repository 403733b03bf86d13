import { useIntl } from 'react-intl';
import { updateApprovedProducts } from '../../../api/embedders.ts';
import { PRODUCT_TYPES } from '../../../domain/catalog/products.ts';
import { approvedProductsSchema } from '../../../domain/validation/embedder.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { embeddersApprovedProductsPageMessages as m } from '../messages/embedders-approved-products-page.ts';
import { approvedProductsQuery } from './embedder-queries.ts';
import { EmbedderSubPage } from './embedder-sub-page.tsx';
import { canEditEmbedders, embedderIdOf } from './shared.ts';

/** 'Used_Auto' → 'Used Auto', 'HELOC' stays. */
const OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: type.replaceAll('_', ' ') }));

const fields = (readOnly: boolean): FieldsOf<{ productTypes: string[] }> => [
  {
    name: 'productTypes',
    label: m.productTypesItsConsumersMay,
    kind: 'multiselect',
    options: OPTIONS,
    readOnly,
  },
];

/** /admin/console/embedders/{embedderId}/approvedProducts (002 §3 "approved products"). */
export function ApprovedProductsPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedderId = embedderIdOf(params);
  const approved = approvedProductsQuery(client, embedderId);
  return (
    <EmbedderSubPage
      client={client}
      embedderId={embedderId}
      section={t(m.approvedProducts)}
      fallbackTitle={t(m.approvedProducts2)}
      description={t(m.theKindsOfProductThis)}
    >
      <LoadedForm
        queryKey={approved.queryKey}
        load={approved.load}
        save={(values) => client.call(updateApprovedProducts, { params: { embedderId }, body: values })}
        schema={approvedProductsSchema}
        draftOf={(approved) => ({ productTypes: [...approved.productTypes] })}
        fields={fields(!canEditEmbedders(session))}
        submitLabel={t(m.saveApprovedProducts)}
        toasts={{
          pending: m.savingTheApprovedProducts,
          success: m.approvedProductsSaved,
          error: m.couldNotSaveTheApproved,
        }}
        loadFailure={t(m.thereWasAnErrorGetting)}
      />
    </EmbedderSubPage>
  );
}
