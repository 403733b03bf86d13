import { useQuery, useQueryClient } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  cloneProduct,
  deleteProduct,
  listProducts,
  type ProductDraft,
  type ProductRow,
} from '../../../api/products.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { isLendingType } from '../../../domain/catalog/product-rules.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { CONFIRMATION_WORDS, productDeleteConfirmation } from '../../../domain/validation/confirmation.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { cells } from '../../../kit/display-cells.ts';
import { linkCell } from '../../../kit/link-cell.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { type RowAction, useRowActionsMenu } from '../../../kit/row-actions-menu.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { columnHeader } from '../../../kit/words.ts';
import { productsProductTableMessages as m } from '../messages/products-product-table.ts';
import { productDraftQuery, productListQuery } from './product-queries.ts';

export const PRODUCT_WIZARD_PATH = '/lender/console/campaign/upcoming/enrollment/product';

/**
 * Opens the wizard on the new-product draft a clone or an applied template answered: the draft goes in the cache
 * its loader reads, instead of asking again.
 */
export function useOpenNewDraft(client: ApiClient, fiId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (draft: ProductDraft) => {
    queryClient.setQueryData(productDraftQuery(client, fiId, 'new').queryKey, draft);
    return navigate({ to: `${PRODUCT_WIZARD_PATH}/new` });
  };
}
const lending = (row: ProductRow) => isLendingType(row.type as ProductType);
/** NON-LENDING for a deposit product, CONFIRM for any other (decision 0642). */
const deleteKind = (row: ProductRow) => productDeleteConfirmation(lending(row));
const percent = cells.withUnit('%');

const column = createColumnHelper<ProductRow>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: linkCell((row) => linkOptions({ to: `${PRODUCT_WIZARD_PATH}/$productId`, params: { productId: row.id } })),
  }),
  column.accessor('type', { header: columnHeader(m.type), cell: ({ getValue }) => getValue().replaceAll('_', ' ') }),
  column.accessor('productClass', { header: columnHeader(m.class) }),
  column.accessor('rateDiscount', { header: columnHeader(m.rateDiscount), cell: percent }),
  column.accessor('apr', { header: columnHeader(m.apr), cell: percent }),
  column.accessor('limit', { header: columnHeader(m.limit), cell: cells.text }),
  column.accessor('term', { header: columnHeader(m.term), cell: cells.text }),
  column.accessor('minimum', { header: columnHeader(m.minimum), cell: cells.text }),
  column.accessor('isDefault', { header: columnHeader(m.default), cell: cells.yesNo }),
  column.accessor('promoTerm', { header: columnHeader(m.promoTerm), cell: cells.text }),
  column.accessor('promoApr', { header: columnHeader(m.promoApr), cell: percent }),
  column.accessor('promoMinimum', { header: columnHeader(m.promoMinimum), cell: cells.text }),
  column.accessor('participating', { header: columnHeader(m.participating), cell: cells.yesNo }),
];

/** Clone (the answer is the wizard's new draft) and Delete (the product's typed word), each confirmed first. */
function useProductActions(client: ApiClient, fiId: number) {
  const { formatMessage: t } = useIntl();
  const openNewDraft = useOpenNewDraft(client, fiId);
  const clone = useConfigMutation({
    mutationFn: (row: ProductRow) =>
      client.call(cloneProduct, {
        params: { fiId, productId: row.id },
        body: { confirmation: CONFIRMATION_WORDS.cloneProduct },
      }),
    toasts: { pending: m.cloningTheProduct, success: m.productClonedFinishItIn, error: m.couldNotCloneTheProduct },
    onSuccess: openNewDraft,
  });
  const remove = useConfigMutation({
    mutationFn: (row: ProductRow) =>
      client.call(deleteProduct, {
        params: { fiId, productId: row.id },
        query: { confirmation: CONFIRMATION_WORDS[deleteKind(row)] },
      }),
    toasts: { pending: m.deletingTheProduct, success: m.productDeleted, error: m.couldNotDeleteTheProduct },
    invalidate: [endpointKey(listProducts, { fiId })],
  });
  const actions: RowAction<ProductRow>[] = [
    {
      value: 'clone',
      label: m.clone,
      confirm: (row) => ({
        kind: 'cloneProduct',
        title: t(m.cloneTitle, { name: row.name }),
        description: t(m.cloneDescription),
        label: t(m.cloneProduct),
      }),
      run: (row) => clone.mutate(row),
    },
    {
      value: 'delete',
      label: m.delete,
      palette: 'red',
      confirm: (row) => ({
        kind: deleteKind(row),
        title: t(m.deleteTitle, { name: row.name }),
        description: t(lending(row) ? m.deleteLending : m.deleteDeposit),
        label: t(m.deleteProduct),
      }),
      run: (row) => remove.mutate(row),
    },
  ];
  return useRowActionsMenu({ actions, nameOf: (row) => row.name });
}

/**
 * The lender's products (002 §3 product table row) with links into the product wizard and Clone / Delete; the
 * enrollment page's "Product configuration" tab shows it.
 */
export function ProductTable({ client, fiId, canWrite }: { client: ApiClient; fiId: number; canWrite: boolean }) {
  const { formatMessage: t } = useIntl();
  const products = useQuery(productListQuery(client, fiId));
  const { buttons: actions, dialog } = useProductActions(client, fiId);
  return (
    <>
      <QueryGate query={products} failure={t(m.loadFailure)} skeletonHeight="32">
        {(data) => (
          <DataTable
            label={m.products}
            columns={columns}
            rows={data}
            rowKey={(row) => row.id}
            rowActions={canWrite ? actions : undefined}
          />
        )}
      </QueryGate>
      {dialog}
    </>
  );
}
