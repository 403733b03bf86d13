import { updateApprovedProducts } from '../../../api/embedders.ts';
import { PRODUCT_TYPES } from '../../../domain/catalog/products.ts';
import { approvedProductsSchema } from '../../../domain/validation/embedder.ts';
import type { FieldsOf } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { embeddersApprovedProductsPageMessages as m } from '../messages/embedders-approved-products-page.ts';
import { approvedProductsQuery } from './embedder-queries.ts';
import { embedderSubPage } from './embedder-sub-page.tsx';

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
export const ApprovedProductsPage = embedderSubPage({
  section: m.approvedProducts,
  fallbackTitle: m.approvedProducts2,
  description: m.theKindsOfProductThis,
  body: ({ client, embedderId, editable }) => (
    <LoadedForm
      query={approvedProductsQuery(client, embedderId)}
      save={(values) => client.call(updateApprovedProducts, { params: { embedderId }, body: values })}
      schema={approvedProductsSchema}
      draftOf={(approved) => ({ productTypes: [...approved.productTypes] })}
      fields={fields(!editable)}
      submitLabel={m.saveApprovedProducts}
      toasts={{
        pending: m.savingTheApprovedProducts,
        success: m.approvedProductsSaved,
        error: m.couldNotSaveTheApproved,
      }}
      loadFailure={m.thereWasAnErrorGetting}
    />
  ),
});
