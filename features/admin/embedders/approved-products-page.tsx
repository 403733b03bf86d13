import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getApprovedProducts, updateApprovedProducts } from '../../../api/embedders.ts';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/catalog/products.ts';
import { approvedProductsSchema } from '../../../domain/validation/embedder.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf } from '../../../kit/form-fields.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { canEditEmbedders, embedderIdOf, useEmbedder } from './shared.ts';

/** 'Used_Auto' → 'Used Auto', 'HELOC' stays. */
const OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: type.replaceAll('_', ' ') }));

const fields = (readOnly: boolean): FieldsOf<{ productTypes: string[] }> => [
  {
    name: 'productTypes',
    label: 'Product types its consumers may be offered',
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
  const embedderId = embedderIdOf(params);
  const embedder = useEmbedder(client, embedderId);
  const queryClient = useQueryClient();
  const queryKey = [getApprovedProducts.path, embedderId];
  const approved = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      client.call(getApprovedProducts, { params: { embedderId }, signal, suppressServerErrorRedirect: true }),
  });
  const save = useConfigMutation({
    mutationFn: (productTypes: ProductType[]) =>
      client.call(updateApprovedProducts, { params: { embedderId }, body: { productTypes } }),
    toasts: {
      pending: 'Saving the approved products…',
      success: 'Approved products saved',
      error: 'Could not save the approved products',
    },
    onSuccess: (answer: { productTypes: ProductType[] }) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  return (
    <Stack gap="6">
      <PageHeader
        title={embedder.data ? `${embedder.data.name}: approved products` : 'Approved products'}
        description="The kinds of product this embedder’s consumers may see offers for."
      />
      {approved.isError ? (
        <LoadFailure message="There was an error getting the products" onRetry={() => void approved.refetch()} />
      ) : approved.data ? (
        <SchemaForm
          schema={approvedProductsSchema}
          defaultValues={{ productTypes: [...approved.data.productTypes] }}
          fields={fields(!canEditEmbedders(session))}
          submitLabel="Save approved products"
          onSubmit={(values) => save.mutateAsync(values.productTypes)}
        />
      ) : (
        <Skeleton height="48" />
      )}
    </Stack>
  );
}
