import { Badge, Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Profile } from '../../api/account.ts';
import { labelOf } from '../../domain/format/labels.ts';
import { REALM_ROUTES } from '../../domain/realms.ts';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { failureMessage } from '../../kit/toasts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { accountProfilePageMessages as m } from '../messages/account-profile-page.ts';
import { ContactForm } from './contact-form.tsx';
import { profileQuery } from './profile-query.ts';

const CONSOLE_NAMES: Readonly<Record<Profile['realm'], MessageDescriptor>> = {
  super: m.adminConsole,
  fi: m.lenderConsole,
  embedder: m.embedderConsole,
};

/** /{console}/profile (002 §2 "Your Profile"), the same in the three consoles: who you are, and your e-mail and phone. */
export function ProfilePage({ session, client }: ConsolePageProps) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const query = profileQuery(client, session);
  const queryKey = query.queryKey;
  const profile = useQuery(query);
  const changePasswordPath = REALM_ROUTES[session.realm].changePasswordPath;
  return (
    <Box maxW="3xl">
      <PageHeader
        title={t(m.yourProfile)}
        description={t(m.yourAccountAndHowWe)}
        actions={
          changePasswordPath ? (
            <Button asChild variant="outline" size="sm">
              <Link to={changePasswordPath}>{t(m.changePassword)}</Link>
            </Button>
          ) : null
        }
      />
      {profile.isError ? (
        <ErrorAlert message={failureMessage(profile.error, intl)}>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void profile.refetch()}>
            {t(m.tryAgain)}
          </Button>
        </ErrorAlert>
      ) : profile.data ? (
        <Stack gap="6">
          <AccountFacts profile={profile.data} />
          <ContactForm key={profile.data.id} profile={profile.data} client={client} queryKey={queryKey} />
        </Stack>
      ) : (
        <Skeleton height="64" borderRadius="lg" />
      )}
    </Box>
  );
}

function AccountFacts({ profile }: { profile: Profile }) {
  const { formatMessage: t } = useIntl();
  return (
    <SectionCard title={t(m.account)}>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: '10rem 1fr' }}
        alignItems="baseline"
        columnGap="6"
        rowGap={{ base: '1', sm: '4' }}
      >
        <Fact label={t(m.username)}>{profile.username}</Fact>
        <Fact label={t(m.console)}>{t(CONSOLE_NAMES[profile.realm])}</Fact>
        {profile.tenantName !== null ? <Fact label={t(m.organization)}>{profile.tenantName}</Fact> : null}
        <Fact label={t(m.roles)}>
          <HStack gap="2" flexWrap="wrap">
            {profile.roles.map((role) => (
              <Badge key={role} colorPalette="brand" variant="subtle" size="md">
                {labelOf(role)}
              </Badge>
            ))}
          </HStack>
        </Fact>
      </Grid>
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '3', sm: '0' }} _first={{ mt: '0' }}>
        {label}
      </Text>
      <Box as="dd" fontWeight="500" wordBreak="break-word">
        {children}
      </Box>
    </>
  );
}
