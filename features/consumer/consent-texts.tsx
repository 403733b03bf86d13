import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CONSENT_TEXTS, type ConsentKind } from '../../domain/compliance/consents.ts';
import { consentMessagesOf } from './i18n/messages/consent.ts';

/**
 * The consent catalogue's texts, each under its title: the exact English whose version is recorded, or its
 * translation of that same version (decision 0712).
 */
export function ConsentTexts({ kinds }: { kinds: readonly ConsentKind[] }) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="2">
      {kinds.map((kind) => {
        const { version, title, text } = CONSENT_TEXTS[kind];
        const messages = consentMessagesOf(version);
        return (
          <Text key={kind} fontSize="sm" data-consent-kind={kind} data-consent-version={version}>
            <Text as="strong">{`${messages ? t(messages.title) : title}.`}</Text> {messages ? t(messages.text) : text}
          </Text>
        );
      })}
    </Stack>
  );
}
