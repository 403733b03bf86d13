import { Alert, Badge, Box, Button, Card, Grid, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { getProfile, type Profile, updateProfile } from '../../api/account.ts';
import type { ApiClient } from '../../api/client.ts';
import { REALM_ROUTES } from '../../domain/realms.ts';
import { profileUpdateSchema } from '../../domain/validation/account.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TOAST_DURATION_MS, toaster } from '../../ui/toaster.tsx';
import type { ConsolePageProps } from '../console-page.ts';
import { failureMessage } from '../toasts.ts';
import { fieldMessagesOf, useFieldMessages } from './use-field-messages.ts';

const CONSOLE_NAMES: Readonly<Record<Profile['realm'], string>> = {
  super: 'Admin console',
  fi: 'Lender console',
  embedder: 'Embedder console',
};
export const PROFILE_SAVED = 'Your profile has been saved';
const profileKey = (realm: string, userId: string | undefined) => ['account', 'profile', realm, userId] as const;

/** /{console}/profile (002 §2 "Your Profile"), the same in the three consoles: who you are, and your e-mail and phone. */
export function ProfilePage({ session, client }: ConsolePageProps) {
  const queryKey = profileKey(session.realm, session.userId);
  const profile = useQuery({ queryKey, queryFn: () => client.call(getProfile) });
  const changePasswordPath = REALM_ROUTES[session.realm].changePasswordPath;
  return (
    <Box maxW="3xl">
      <PageHeader
        title="Your Profile"
        description="Your account, and how we reach you about it."
        actions={
          changePasswordPath ? (
            <Button asChild variant="outline" size="sm">
              <Link to={changePasswordPath}>Change password</Link>
            </Button>
          ) : null
        }
      />
      {profile.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failureMessage(profile.error)}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert.Root>
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
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Account</Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', sm: '10rem 1fr' }}
          alignItems="baseline"
          columnGap="6"
          rowGap={{ base: '1', sm: '4' }}
        >
          <Fact label="Username">{profile.username}</Fact>
          <Fact label="Console">{CONSOLE_NAMES[profile.realm]}</Fact>
          {profile.tenantName !== null ? <Fact label="Organization">{profile.tenantName}</Fact> : null}
          <Fact label="Roles">
            <HStack gap="2" flexWrap="wrap">
              {profile.roles.map((role) => (
                <Badge key={role} colorPalette="brand" variant="subtle" size="md">
                  {role}
                </Badge>
              ))}
            </HStack>
          </Fact>
        </Grid>
      </Card.Body>
    </Card.Root>
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

function ContactForm({
  profile,
  client,
  queryKey,
}: {
  profile: Profile;
  client: ApiClient;
  queryKey: ReturnType<typeof profileKey>;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: profile.email, phone: profile.phone ?? '' });
  const messages = useFieldMessages(profileUpdateSchema, values);
  const save = useMutation({
    mutationFn: () => client.call(updateProfile, { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // The form shows what was stored: the phone as 555-123-4567, the e-mail trimmed.
      setValues({ email: saved.email, phone: saved.phone ?? '' });
      messages.reset();
      toaster.create({ type: 'success', title: PROFILE_SAVED, duration: TOAST_DURATION_MS, closable: true });
    },
    onError: (error) => messages.showServer(error),
  });
  const edit = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    messages.edited(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messages.trySubmit()) save.mutate();
  };
  const unchanged = values.email === profile.email && values.phone === (profile.phone ?? '');
  const formError = save.isError && Object.keys(fieldMessagesOf(save.error)).length === 0 ? save.error : null;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Contact details</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Contact details">
          <Stack gap="5">
            {formError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failureMessage(formError)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField label="Email" required errorText={messages.messageFor('email')}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => edit('email', event.target.value)}
              />
            </FormField>
            <FormField
              label="Phone"
              helperText="A US number, for example 303-555-0100"
              errorText={messages.messageFor('phone')}
            >
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(event) => edit('phone', event.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              disabled={unchanged && !save.isPending}
              loading={save.isPending}
              loadingText="Saving"
            >
              Save changes
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
