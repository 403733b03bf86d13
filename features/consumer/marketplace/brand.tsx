import { Text } from '@chakra-ui/react';
import { Logo } from '../../../ui/logo.tsx';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

/** The brand's name, never translated: a name, not a word (outside the catalogue on purpose). */
const FURTHER_NAME = 'Further';
const FURTHER_WORDMARK = 'further';
const WORDMARK_DOT = '.';

/** The /further variant's own brand: the same marketplace, another name and accent (001 §2). */
export function FurtherBrand() {
  return (
    <Text
      as="span"
      role="img"
      aria-label={FURTHER_NAME}
      fontWeight="800"
      fontSize="lg"
      letterSpacing="-0.03em"
      color="purple.700"
    >
      {FURTHER_WORDMARK}
      <Text as="span" color="orange.500">
        {WORDMARK_DOT}
      </Text>
    </Text>
  );
}

export function Brand({ prefix }: { prefix: ConsumerPrefix }) {
  return prefix === '/consumer' ? <Logo size="sm" /> : <FurtherBrand />;
}
