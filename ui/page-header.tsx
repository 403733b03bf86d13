import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <HStack justify="space-between" align="flex-start" gap="4" mb="6" flexWrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </HStack>
  );
}
