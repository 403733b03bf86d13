import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import {
  OPT_OUT_PHONE,
  OPT_OUT_URL,
  OPT_OUT_WEBSITE,
  prescreenNoticeFor,
} from '../../domain/compliance/prescreen-notice.ts';
import { ConsumerLocaleSwitch } from './i18n/consumer-intl.tsx';
import { prescreenMessages as m } from './i18n/messages/prescreen.ts';
import { usePrescreenText } from './i18n/prescreen-text.ts';

/**
 * /consumer/prescreen-notice/{bureau} and /further/…: the long prescreen notice of one consumer reporting agency
 * (12 CFR 1022.54(c)(2)), public so the link works from an e-mail or a partner's page too.
 */
export function PrescreenNoticePage() {
  const { bureau = '' } = useParams({ strict: false }) as { bureau?: string };
  // The route's beforeLoad answers not-found for a bureau the catalogue does not name.
  const entry = prescreenNoticeFor(bureau.toUpperCase());
  const { formatMessage: t } = useIntl();
  const texts = usePrescreenText();
  if (!entry) return null;
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Flex justify="flex-end" mb="4">
        <ConsumerLocaleSwitch />
      </Flex>
      <Stack gap="5" data-testid="long-notice" data-notice-version={entry.version}>
        <Heading as="h1" size="xl">
          {texts.heading}
        </Heading>
        {texts.long(entry).map((paragraph) => (
          <Text key={paragraph.slice(0, 24)} fontSize="md">
            {paragraph}
          </Text>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {t(m.optOut, {
            phone: OPT_OUT_PHONE,
            website: OPT_OUT_WEBSITE,
            version: entry.version,
            link: (chunks) => (
              <chakra.a href={OPT_OUT_URL} target="_blank" rel="noopener" textDecoration="underline">
                {chunks}
              </chakra.a>
            ),
          })}
        </Text>
      </Stack>
    </Box>
  );
}
