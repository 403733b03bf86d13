import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCopy } from 'react-icons/lu';
import { copyToClipboard } from './toasts.ts';

export interface OneTimeSecretProps {
  /** What the secret is, e.g. "API key". */
  readonly noun: string;
  readonly value: string;
  /** What to offer once it is copied (a Done button back to the list). */
  readonly children?: ReactNode;
}

/**
 * A secret the server answers once (an API key, 002 §3 "shown once"): the value to select or copy (copy
 * success/error toasts, 001 §9) and a plain warning that it will not be shown again.
 */
export function OneTimeSecret({ noun, value, children }: OneTimeSecretProps) {
  return (
    <Stack gap="4" maxW="2xl">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Copy your {noun} now. You will not see this key again.</Alert.Title>
          <Alert.Description>
            We keep only a fingerprint of it. If you lose it, revoke it and make a new one.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap="2">
        <Text fontWeight="medium" id="one-time-secret-label">
          Your new {noun}
        </Text>
        <Code
          aria-labelledby="one-time-secret-label"
          data-testid="one-time-secret"
          p="3"
          fontSize="sm"
          wordBreak="break-all"
          whiteSpace="pre-wrap"
          userSelect="all"
        >
          {value}
        </Code>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => void copyToClipboard(value)}>
          <LuCopy aria-hidden="true" /> Copy {noun}
        </Button>
        {children}
      </HStack>
    </Stack>
  );
}
