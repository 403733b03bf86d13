import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { NotificationKind } from '../../../domain/catalog/lender.ts';
import {
  NOTIFICATION_CHANNEL_LABELS,
  type NotificationTemplateText,
  previewSample,
  renderTemplate,
} from '../../../domain/notification-templates.ts';
import { notificationTemplatesTemplatePreviewMessages as m } from '../messages/notification-templates-template-preview.ts';

/** The template as a member or the lender's staff would read it, with sample values in its placeholders. */
export function TemplatePreview({
  kind,
  template,
  names,
}: {
  kind: NotificationKind;
  template: NotificationTemplateText;
  names: { lenderName?: string; productName?: string };
}) {
  const { formatMessage: t } = useIntl();
  const sample = previewSample(kind, names);
  const render = (text: string | null) => renderTemplate(text ?? '', sample);
  return (
    <Card.Root as="section" aria-labelledby="template-preview" variant="subtle">
      <Card.Body gap="4">
        <Heading id="template-preview" as="h2" size="md">
          {t(m.preview)}
        </Heading>
        <Stack gap="1">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            {t(m.emailSubject)}
          </Text>
          <Text fontWeight="semibold">{render(template.emailSubject)}</Text>
        </Stack>
        <Stack gap="1">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            {t(m.emailBody)}
          </Text>
          <Box bg="bg" borderWidth="1px" borderRadius="l2" p="3" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {render(template.emailBody)}
          </Box>
          {kind === 'LOAN_CERTIFICATE' ? (
            <Text textStyle="sm" color="fg.muted">
              {NOTIFICATION_CHANNEL_LABELS[template.channel ?? 'EMAIL']}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="1">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            {t(m.smsMessage)}
          </Text>
          <Text overflowWrap="anywhere">{template.smsMessage ? render(template.smsMessage) : t(m.noSmsIsSent)}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
