import { Grid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getNotificationTemplate } from '../../../api/notification-templates.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '../../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID } from '../../../domain/notification-templates.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { Picker } from '../../../kit/picker.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLenderProducts } from '../general-setup/lender-products.ts';
import { notificationTemplatesNotificationTemplatesPageMessages as m } from '../messages/notification-templates-notification-templates-page.ts';
import { TemplateEditor } from './template-editor.tsx';
import type { NotificationTemplatesSearch } from './template-search.ts';

const KIND_OPTIONS = NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] }));

/** /lender/console/notificationTemplates (002 §2): a template per kind and product, with a live preview. */
export function NotificationTemplatesPage({
  client,
  fiId = 0,
  session,
  tenant,
  search,
  navigateSearch,
}: ConsolePageProps<NotificationTemplatesSearch>) {
  const { formatMessage: t } = useIntl();
  const kind = search.type ?? 'LOAN_CERTIFICATE';
  const productId = search.productId ?? ALL_PRODUCTS_ID;
  const products = useLenderProducts(client, fiId);
  const template = useQuery(
    endpointQuery(client, getNotificationTemplate, { params: { fiId, type: kind, productId } }),
  );
  const productName = products.data?.find((product) => product.value === productId)?.label;
  const names = { ...(tenant ? { lenderName: tenant.name } : {}), ...(productName ? { productName } : {}) };
  return (
    <>
      <PageHeader title={t(m.notificationTemplates)} description={t(m.theEMailAndSms)} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" mb="6">
        <Picker
          label={t(m.notificationKind)}
          value={kind}
          options={KIND_OPTIONS}
          onChange={(type) => navigateSearch({ type: type as NotificationKind })}
        />
        <Picker
          label={t(m.product)}
          value={productId}
          options={[{ value: ALL_PRODUCTS_ID, label: m.allProducts }, ...(products.data ?? [])]}
          onChange={(id) => navigateSearch({ productId: id === ALL_PRODUCTS_ID ? undefined : id })}
        />
      </Grid>
      <QueryGate query={template} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="64">
        {(data) => (
          <TemplateEditor
            key={`${kind}/${productId}/${data.updatedAt}`}
            client={client}
            fiId={fiId}
            template={data}
            names={names}
            editable={can(session, 'generalSetup')}
          />
        )}
      </QueryGate>
    </>
  );
}
