import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** Centered card for sign-in, second factor and forgot-password screens. */
export function AuthCard({
  eyebrow,
  title,
  description,
  children,
  footer,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Center
      minH="100dvh"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="bg.canvas"
      as="main"
    >
      <Stack gap="6" w="full" maxW="md">
        <Center>
          <Logo size="lg" />
        </Center>
        <Box bg="bg" borderWidth="1px" borderRadius="2xl" shadow="md" p={{ base: '6', md: '8' }}>
          <Stack gap="1" mb="6">
            {eyebrow ? (
              <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="wider" color="brand.fg">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size="2xl" letterSpacing="-0.02em">
              {title}
            </Heading>
            {description ? <Text color="fg.muted">{description}</Text> : null}
          </Stack>
          {children}
        </Box>
        {footer ? (
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
