import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuShieldAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { accessDeniedMessages as m } from './messages/access-denied.ts';

/** 002 §2, §6: the access-denied page says the user lacks permissions (also its toast's title). */
export const ACCESS_DENIED_MESSAGE = m.noPermissions;

export function AccessDenied({ actions }: { actions?: ReactNode }) {
  const { formatMessage: t } = useIntl();
  return (
    <Center py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Center bg="red.subtle" color="red.fg" borderRadius="full" boxSize="14" fontSize="2xl">
          <LuShieldAlert aria-hidden="true" />
        </Center>
        <Heading as="h1" size="xl">
          {t(m.accessDenied)}
        </Heading>
        <Text>{t(ACCESS_DENIED_MESSAGE)}</Text>
        <Text color="fg.muted">{t(m.contactAdministrators)}</Text>
        {actions}
      </Stack>
    </Center>
  );
}
