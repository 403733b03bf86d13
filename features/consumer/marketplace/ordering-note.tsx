import { Text } from '@chakra-ui/react';

/** "How offers are ordered": the disclosed order of the list (decision 0612), always in view above the offers. */
export function OrderingNote({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="ordering-note" maxW="3xl">
      <Text as="strong" color="fg">
        How offers are ordered.
      </Text>{' '}
      {text}
    </Text>
  );
}
