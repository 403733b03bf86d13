import { Code, Grid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import {
  getNotificationTemplate,
  type NotificationTemplate,
  saveNotificationTemplate,
} from '../../../api/notification-templates.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { NOTIFICATION_CHANNELS } from '../../../domain/catalog/lender.ts';
import {
  ALL_PRODUCTS_ID,
  CHANNEL_KINDS,
  MAX_SMS_LENGTH,
  NOTIFICATION_CHANNEL_LABELS,
} from '../../../domain/notification-templates.ts';
import {
  type NotificationTemplateFields,
  notificationTemplateSchemaFor,
} from '../../../domain/validation/notification-template.ts';
import { FieldOf, SchemaFormShell } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useSchemaForm } from '../../../kit/use-schema-form.ts';
import { said } from '../../../kit/words.ts';
import { notificationTemplatesTemplateEditorMessages as m } from '../messages/notification-templates-template-editor.ts';
import { TemplatePreview } from './template-preview.tsx';

/** Where the text shown comes from, in the lender's words. */
const sourceText = (template: NotificationTemplate): MessageDescriptor => {
  if (template.source === 'default') return m.sourceDefault;
  if (template.source === 'product') return m.sourceProduct;
  return template.productId === ALL_PRODUCTS_ID ? m.sourceAllProducts : m.sourceInheritsAllProducts;
};

/** The channels a kind can go out on (a PDF only for the loan certificate), as select options. */
const channelOptions = (kind: NotificationTemplate['type']) =>
  NOTIFICATION_CHANNELS.filter((channel) => CHANNEL_KINDS[channel].includes(kind)).map((channel) => ({
    value: channel,
    label: NOTIFICATION_CHANNEL_LABELS[channel],
  }));

/** One template: its fields (for writers) beside the live preview; unknown placeholders are named as typed. */
export function TemplateEditor({
  client,
  fiId,
  template,
  names,
  editable,
}: {
  client: ApiClient;
  fiId: number;
  template: NotificationTemplate;
  names: { lenderName?: string; productName?: string };
  editable: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const kind = template.type;
  const save = useConfigMutation({
    mutationFn: (body: NotificationTemplateFields) =>
      client.call(saveNotificationTemplate, { params: { fiId, type: kind, productId: template.productId }, body }),
    toasts: { pending: m.savingTheTemplate, success: m.templateSaved, error: m.couldNotSaveTheTemplate },
    invalidate: [endpointKey(getNotificationTemplate, { fiId, type: kind })],
  });
  const schema = useMemo(() => notificationTemplateSchemaFor(kind), [kind]);
  const form = useSchemaForm({
    schema,
    defaultValues: {
      emailSubject: template.emailSubject,
      emailBody: template.emailBody,
      smsMessage: template.smsMessage ?? '',
      channel: template.channel,
    },
    onSubmit: (values) => save.mutateAsync(values),
  });
  const values = useStore(form.form.store, (state) => state.values as NotificationTemplate);
  const smsLength = (values.smsMessage ?? '').trim().length;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: editable ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="4">
        <Text color="fg.muted">{t(sourceText(template))}</Text>
        {editable ? (
          <>
            <Stack gap="2">
              <Text textStyle="sm" fontWeight="semibold">
                {t(m.placeholdersYouCanUse)}
              </Text>
              <Wrap gap="1">
                {template.placeholders.map((name) => (
                  <Code key={name}>{`{{${name}}}`}</Code>
                ))}
              </Wrap>
            </Stack>
            <SchemaFormShell form={form} submitLabel={t(m.saveTemplate)}>
              <Stack gap="5">
                <FieldOf field={{ name: 'emailSubject', label: m.emailSubject, kind: 'text' }} />
                <FieldOf field={{ name: 'emailBody', label: m.emailBody, kind: 'textarea' }} />
                <FieldOf
                  field={{
                    name: 'smsMessage',
                    label: m.smsMessage,
                    kind: 'textarea',
                    helperText: said(m.smsLengthOf, { length: smsLength, max: MAX_SMS_LENGTH }),
                  }}
                />
                {channelOptions(kind).length > 1 ? (
                  <FieldOf
                    field={{ name: 'channel', label: m.channel, kind: 'select', options: channelOptions(kind) }}
                  />
                ) : null}
              </Stack>
            </SchemaFormShell>
          </>
        ) : null}
      </Stack>
      <TemplatePreview kind={kind} template={values} names={names} />
    </Grid>
  );
}
