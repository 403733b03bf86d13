import { Spinner, Stack, Text } from '@chakra-ui/react';

/** A page-sized wait with a spoken label, for content that is still loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Stack align="center" py="16" gap="3" role="status">
      <Spinner size="lg" color="teal.600" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}
