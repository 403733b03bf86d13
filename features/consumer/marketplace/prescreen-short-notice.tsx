import { Box, chakra, Text } from '@chakra-ui/react';
import type { Offer } from '../../../api/consumer.ts';
import { longNoticePath } from '../../../domain/compliance/prescreen-notice.ts';
import { usePrescreenText } from '../i18n/prescreen-text.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

/**
 * The short prescreen notice of an offer of credit (12 CFR 1022.54(c)(1)): set apart by a border and in type larger
 * than the card's fine print, with the link to the long notice. The long notice opens in a new tab so the consumer's
 * place among the offers is kept.
 */
export function PrescreenShortNotice({
  notice,
  prefix,
}: {
  notice: NonNullable<Offer['prescreenNotice']>;
  prefix: ConsumerPrefix;
}) {
  const texts = usePrescreenText();
  return (
    <Box
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      px="3"
      py="2"
      data-testid="prescreen-notice"
      data-notice-version={notice.version}
    >
      <Text fontSize="sm" color="fg">
        {texts.short(notice.shortNotice)}{' '}
        {/* A plain anchor: Chakra's Link recipe is registered late (ui/late-recipes.ts), after this first screen. */}
        <chakra.a
          href={longNoticePath(prefix, notice.bureau)}
          target="_blank"
          rel="noopener"
          color="brand.fg"
          textDecoration="underline"
        >
          {texts.heading}
        </chakra.a>
      </Text>
    </Box>
  );
}
