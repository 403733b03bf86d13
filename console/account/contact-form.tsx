import { Alert, Button, Card, Input, Stack } from '@chakra-ui/react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Profile, updateProfile } from '../../api/account.ts';
import type { ApiClient } from '../../api/client.ts';
import { profileUpdateSchema } from '../../domain/validation/account.ts';
import { failureMessage } from '../../kit/toasts.ts';
import { FormField } from '../../ui/form-field.tsx';
import { TOAST_DURATION_MS, toaster } from '../../ui/toaster.tsx';
import { fieldMessagesOf, useFieldMessages } from './use-field-messages.ts';

export const PROFILE_SAVED = 'Your profile has been saved';

/** The profile's e-mail and phone form: the schema's messages, then the server's, under the fields. */
export function ContactForm({
  profile,
  client,
  queryKey,
}: {
  profile: Profile;
  client: ApiClient;
  /** The profile query, updated with the saved answer. */
  queryKey: QueryKey;
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
