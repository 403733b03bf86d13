import { Code, Grid, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import {
  getNotificationTemplate,
  type NotificationTemplate,
  saveNotificationTemplate,
} from '../../../api/notification-templates.ts';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '../../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID, MAX_SMS_LENGTH } from '../../../domain/notification-templates.ts';
import {
  type NotificationTemplateFields,
  notificationTemplateSchemaFor,
} from '../../../domain/validation/notification-template.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { FieldOf, SchemaFormShell } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { can } from '../../../kit/permission.ts';
import { useSchemaForm } from '../../../kit/use-schema-form.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLenderProducts } from '../general-setup/lender-products.ts';
import { Picker } from '../general-setup/picker.tsx';
import { TemplatePreview } from './template-preview.tsx';

export const notificationTemplatesSearch = v.object({
  type: v.fallback(v.optional(v.picklist(NOTIFICATION_KINDS)), undefined),
  productId: v.fallback(v.optional(v.string()), undefined),
});
type Search = v.InferOutput<typeof notificationTemplatesSearch>;

const KIND_OPTIONS = NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] }));
const SOURCE_TEXT = {
  product: 'This product has its own template.',
  lender: 'Your template for all products.',
  default: 'Offerwell’s default: saving makes it yours.',
} as const;

/** /lender/console/notificationTemplates (002 §2): a template per kind and product, with a live preview. */
export function NotificationTemplatesPage({ client, fiId = 0, session, tenant, search, navigateSearch }: ConsolePageProps<Search>) {
  const kind = search.type ?? 'LOAN_CERTIFICATE';
  const productId = search.productId ?? ALL_PRODUCTS_ID;
  const products = useLenderProducts(client, fiId);
  const template = useQuery({
    queryKey: [getNotificationTemplate.path, fiId, kind, productId],
    queryFn: () => client.call(getNotificationTemplate, { params: { fiId, type: kind, productId } }),
  });
  const productName = products.data?.find((product) => product.value === productId)?.label;
  const names = { ...(tenant ? { lenderName: tenant.name } : {}), ...(productName ? { productName } : {}) };
  return (
    <>
      <PageHeader title="Notification Templates" description="The e-mail and SMS sent for each kind, per product." />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" mb="6">
        <Picker label="Notification" value={kind} options={KIND_OPTIONS} onChange={(type) => navigateSearch({ type: type as NotificationKind })} />
        <Picker
          label="Product"
          value={productId}
          options={[{ value: ALL_PRODUCTS_ID, label: 'All products' }, ...(products.data ?? [])]}
          onChange={(id) => navigateSearch({ productId: id === ALL_PRODUCTS_ID ? undefined : id })}
        />
      </Grid>
      {template.isError ? (
        <LoadFailure message="There was an error getting the notification template" onRetry={() => void template.refetch()} />
      ) : template.data ? (
        <TemplateEditor
          key={`${kind}/${productId}/${template.data.updatedAt}`}
          client={client}
          fiId={fiId}
          template={template.data}
          names={names}
          editable={can(session, 'generalSetup')}
        />
      ) : (
        <Skeleton height="64" />
      )}
    </>
  );
}

function TemplateEditor({ client, fiId, template, names, editable }: {
  client: ApiClient;
  fiId: number;
  template: NotificationTemplate;
  names: { lenderName?: string; productName?: string };
  editable: boolean;
}) {
  const kind = template.type;
  const save = useConfigMutation({
    mutationFn: (body: NotificationTemplateFields) =>
      client.call(saveNotificationTemplate, { params: { fiId, type: kind, productId: template.productId }, body }),
    toasts: { pending: 'Saving the template…', success: 'Template saved', error: 'Could not save the template' },
    invalidate: [[getNotificationTemplate.path, fiId, kind]],
  });
  const form = useSchemaForm({
    schema: notificationTemplateSchemaFor(kind),
    defaultValues: { ...template, smsMessage: template.smsMessage ?? '' },
    onSubmit: (values) => save.mutateAsync(values),
  });
  const values = useStore(form.form.store, (state) => state.values as NotificationTemplate);
  const smsLength = (values.smsMessage ?? '').trim().length;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
      <Stack gap="4">
        <Text color="fg.muted">{SOURCE_TEXT[template.source]}</Text>
        <Wrap gap="1" aria-label="Placeholders you can use">
          {template.placeholders.map((name) => <Code key={name}>{`{{${name}}}`}</Code>)}
        </Wrap>
        {editable ? (
          <SchemaFormShell form={form} submitLabel="Save template">
            <Stack gap="5">
              <FieldOf field={{ name: 'emailSubject', label: 'Email subject', kind: 'text' }} />
              <FieldOf field={{ name: 'emailBody', label: 'Email body', kind: 'textarea' }} />
              <FieldOf field={{ name: 'smsMessage', label: 'SMS message', kind: 'textarea', helperText: `${smsLength} of ${MAX_SMS_LENGTH} characters; leave blank to send no SMS` }} />
            </Stack>
          </SchemaFormShell>
        ) : null}
      </Stack>
      <HStack align="stretch">
        <TemplatePreview kind={kind} template={values} names={names} />
      </HStack>
    </Grid>
  );
}
