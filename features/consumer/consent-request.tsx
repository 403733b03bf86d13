import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { giveConsents } from '../../api/consents.ts';
import { CONSENT_TEXTS } from '../../domain/compliance/consents.ts';
import { ConsentTexts } from './consent-texts.tsx';
import { consentsQuery } from './consents-query.ts';
import { consentRequestMessages as m } from './i18n/messages/consent.ts';
import { useConsumerServices } from './services.ts';
import type { ConsumerPrefix } from './workflow/navigation.ts';

/**
 * Asks for the consents the consumer has not given at the current texts (decision 0611): the required ones never
 * given, and any whose text changed since. Above the page, not in the way of the offers; agreeing records them.
 */
export function ConsentRequest({ prefix }: { prefix: ConsumerPrefix }) {
  const { clients } = useConsumerServices();
  const queryClient = useQueryClient();
  const query = consentsQuery(clients.consumer);
  const consents = useQuery(query);
  const [optional, setOptional] = useState(false);
  const { formatMessage: t } = useIntl();
  const give = useMutation({
    mutationFn: (kinds: readonly (keyof typeof CONSENT_TEXTS)[]) =>
      clients.consumer.call(giveConsents, {
        body: {
          consents: kinds.map((kind) => ({ kind, version: CONSENT_TEXTS[kind].version })),
          channel: prefix === '/further' ? 'further' : 'consumer',
        },
      }),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
  });
  const pending = consents.data?.pending ?? [];
  if (pending.length === 0) return null;
  const required = pending.filter((kind) => CONSENT_TEXTS[kind].required);
  const contact = pending.includes('CONTACT') || required.length > 0 ? (['CONTACT'] as const) : [];
  const changed = consents.data?.records.some((record) => pending.includes(record.kind)) ?? false;
  return (
    <Box as="section" aria-labelledby="consent-request" borderWidth="1px" borderRadius="lg" bg="bg" p="4" mb="6">
      <Stack gap="3">
        <Heading as="h2" id="consent-request" size="sm">
          {t(changed ? m.updated : m.before)}
        </Heading>
        {required.length > 0 ? <ConsentTexts kinds={required} /> : null}
        {contact.length > 0 ? (
          // A native box: the marketplace shell does not load the checkbox recipe (its steps register theirs).
          <HStack as="label" align="flex-start" gap="2" cursor="pointer">
            <input
              type="checkbox"
              checked={optional}
              onChange={(event) => setOptional(event.currentTarget.checked)}
              style={{ marginTop: '0.3rem', width: '1rem', height: '1rem', flexShrink: 0, accentColor: '#0b6660' }}
            />
            <ConsentTexts kinds={contact} />
          </HStack>
        ) : null}
        {give.isError ? (
          <Text color="red.700" role="alert" fontSize="sm">
            {t(m.failed)}
          </Text>
        ) : null}
        <Box>
          <Button
            size="sm"
            colorPalette="brand"
            loading={give.isPending}
            disabled={required.length === 0 && !optional}
            onClick={() => give.mutate([...required, ...(optional ? (['CONTACT'] as const) : [])])}
          >
            {t(required.length > 0 ? m.agree : m.save)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
