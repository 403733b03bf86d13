import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  applyProductTemplate,
  deleteProductTemplate,
  listProductTemplates,
  type ProductTemplate,
} from '../../../api/products.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { columnHeader, said } from '../../../kit/words.ts';
import { productsProductTemplatesMessages as m } from '../messages/products-product-templates.ts';
import { useOpenNewDraft } from './product-table.tsx';

const column = createColumnHelper<ProductTemplate>();
const columns = [
  column.accessor('name', { header: columnHeader(m.template) }),
  column.accessor('productType', {
    header: columnHeader(m.productType),
    cell: ({ getValue }) => getValue().replaceAll('_', ' '),
  }),
  column.accessor('createdAt', {
    header: columnHeader(m.created),
    cell: ({ getValue }) => new Date(getValue()).toLocaleDateString('en-US'),
  }),
];

/** The enrollment page's Product template tab: the lender's templates, applied to a new product or deleted. */
export function ProductTemplates({ client, fiId, canWrite }: { client: ApiClient; fiId: number; canWrite: boolean }) {
  const { formatMessage: tr } = useIntl();
  const confirm = useTypedConfirmation();
  const openNewDraft = useOpenNewDraft(client, fiId);
  const templatesQuery = endpointQuery(client, listProductTemplates, { params: { fiId } });
  const key = templatesQuery.queryKey;
  const templates = useQuery(templatesQuery);
  const apply = useConfigMutation({
    mutationFn: (t: ProductTemplate) => client.call(applyProductTemplate, { params: { fiId, templateId: t.id } }),
    toasts: { pending: m.applyingTheTemplate, success: m.templateApplied, error: m.couldNotApplyTheTemplate },
    onSuccess: openNewDraft,
  });
  const remove = useConfigMutation({
    mutationFn: (t: ProductTemplate) =>
      client.call(deleteProductTemplate, {
        params: { fiId, templateId: t.id },
        query: { confirmation: CONFIRMATION_WORDS.deleteTemplate },
      }),
    toasts: { pending: m.deletingTheTemplate, success: m.templateDeleted, error: m.couldNotDeleteTheTemplate },
    invalidate: [key],
  });
  const actions = (t: ProductTemplate) => (
    <HStack gap="1">
      <Button size="xs" variant="outline" onClick={() => apply.mutate(t)}>
        {tr(m.apply)}
        <Text srOnly> {t.name}</Text>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={async () => {
          const title = said(m.deleteTemplateName, { name: t.name });
          if (await confirm({ kind: 'deleteTemplate', title, confirmLabel: m.deleteTemplate })) remove.mutate(t);
        }}
      >
        {tr(m.delete)}
        <Text srOnly> {t.name}</Text>
      </Button>
    </HStack>
  );
  return (
    <QueryGate
      query={templates}
      failure={tr(m.thereWasAnErrorGettingTemplates)}
      skeletonHeight="24"
      isEmpty={(rows) => rows.length === 0}
      empty={<Text color="fg.muted">{tr(m.noTemplatesYetSaveA)}</Text>}
    >
      {(rows) => (
        <DataTable
          label={m.productTemplates}
          columns={columns}
          rows={rows}
          rowKey={(t) => t.id}
          rowActions={canWrite ? actions : undefined}
        />
      )}
    </QueryGate>
  );
}
