import { HStack, Text } from '@chakra-ui/react';

/** Wordmark plus a mark drawn inline so it needs no asset request. */
export function Logo({ tone = 'dark', size = 'md' }: { tone?: 'dark' | 'light'; size?: 'sm' | 'md' | 'lg' }) {
  const px = { sm: 22, md: 28, lg: 36 }[size];
  return (
    <HStack gap="2" aria-label="Offerwell" role="img">
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b6660" />
        <path d="M8 17a8 8 0 0 0 16 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="11" r="3" fill="#8fcdc8" />
      </svg>
      <Text
        as="span"
        fontWeight="700"
        letterSpacing="-0.02em"
        fontSize={{ sm: 'md', md: 'lg', lg: '2xl' }[size]}
        color={tone === 'light' ? 'white' : 'fg'}
      >
        Offerwell
      </Text>
    </HStack>
  );
}
