import { Alert, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorScreenMessages } from './error-screen-messages.ts';
import { Logo } from './logo.tsx';
import { useDocumentTitle } from './use-document-title.ts';

export interface ErrorScreenProps {
  readonly title: string;
  readonly message?: ReactNode;
  /** Block content under the message (lists, sections): the message itself is one paragraph. */
  readonly details?: ReactNode;
  /** Extra actions, e.g. "Try again" or "Go to sign in". */
  readonly actions?: ReactNode;
  /** Shown only inside a native host (001 §2): tells the host to close the web view. */
  readonly onClose?: (() => void) | undefined;
  /** Set when closing failed (no native handler answered). */
  readonly closeError?: string | null | undefined;
}

/**
 * Lucide's triangle-alert (react-icons' LuTriangleAlert), drawn here: react-icons/lu is one module, so importing one
 * icon into the first download brought every icon any lazy chunk uses with it (issue 17).
 */
function TriangleAlert() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

export function ErrorScreen({ title, message, details, actions, onClose, closeError }: ErrorScreenProps) {
  useDocumentTitle(title);
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.canvas">
      <Stack gap="6" maxW="md" w="full" align="center" textAlign="center">
        <Logo />
        <Stack
          gap="4"
          align="center"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: '6', md: '8' }}
          w="full"
          shadow="sm"
        >
          <Center bg="orange.subtle" color="orange.fg" borderRadius="full" boxSize="12" fontSize="2xl">
            <TriangleAlert />
          </Center>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {message ? <Text color="fg.muted">{message}</Text> : null}
          {details}
          {actions || onClose ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              {actions}
              {onClose ? (
                <Button colorPalette="brand" onClick={onClose}>
                  <FormattedMessage {...errorScreenMessages.close} />
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {closeError ? (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{closeError}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Stack>
    </Center>
  );
}
