import { Stack, Text } from '@chakra-ui/react';
import { CONSENT_TEXTS, type ConsentKind } from '../../domain/compliance/consents.ts';

/** The consent catalogue's texts, word for word, each under its title (the exact text whose version is recorded). */
export function ConsentTexts({ kinds }: { kinds: readonly ConsentKind[] }) {
  return (
    <Stack gap="2">
      {kinds.map((kind) => (
        <Text key={kind} fontSize="sm" data-consent-kind={kind} data-consent-version={CONSENT_TEXTS[kind].version}>
          <Text as="strong">{CONSENT_TEXTS[kind].title}.</Text> {CONSENT_TEXTS[kind].text}
        </Text>
      ))}
    </Stack>
  );
}
