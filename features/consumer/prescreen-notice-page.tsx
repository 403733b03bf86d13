import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import {
  LONG_NOTICE_HEADING,
  longNotice,
  OPT_OUT_PHONE,
  OPT_OUT_URL,
  OPT_OUT_WEBSITE,
  prescreenNoticeFor,
} from '../../domain/compliance/prescreen-notice.ts';

/**
 * /consumer/prescreen-notice/{bureau} and /further/…: the long prescreen notice of one consumer reporting agency
 * (12 CFR 1022.54(c)(2)), public so the link works from an e-mail or a partner's page too.
 */
export function PrescreenNoticePage() {
  const { bureau = '' } = useParams({ strict: false }) as { bureau?: string };
  // The route's beforeLoad answers not-found for a bureau the catalogue does not name.
  const entry = prescreenNoticeFor(bureau.toUpperCase());
  if (!entry) return null;
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Stack gap="5" data-testid="long-notice" data-notice-version={entry.version}>
        <Heading as="h1" size="xl">
          {LONG_NOTICE_HEADING}
        </Heading>
        {longNotice(entry).map((paragraph) => (
          <Text key={paragraph.slice(0, 24)} fontSize="md">
            {paragraph}
          </Text>
        ))}
        <Text fontSize="sm" color="fg.muted">
          Opt out by phone at {OPT_OUT_PHONE} or online at{' '}
          <chakra.a href={OPT_OUT_URL} target="_blank" rel="noopener" textDecoration="underline">
            {OPT_OUT_WEBSITE}
          </chakra.a>
          . Notice version {entry.version}.
        </Text>
      </Stack>
    </Box>
  );
}
