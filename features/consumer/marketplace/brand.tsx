import { Text } from '@chakra-ui/react';
import { Logo } from '../../../ui/logo.tsx';
import type { ConsumerPrefix } from '../workflow/navigation.ts';

/** The /further variant's own brand: the same marketplace, another name and accent (001 §2). */
export function FurtherBrand() {
  return (
    <Text
      as="span"
      role="img"
      aria-label="Further"
      fontWeight="800"
      fontSize="lg"
      letterSpacing="-0.03em"
      color="purple.700"
    >
      further
      <Text as="span" color="orange.500">
        .
      </Text>
    </Text>
  );
}

export function Brand({ prefix }: { prefix: ConsumerPrefix }) {
  return prefix === '/consumer' ? <Logo size="sm" /> : <FurtherBrand />;
}
