import { Button, Card, Input, Stack } from '@chakra-ui/react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type Profile, updateProfile } from '../../api/account.ts';
import type { ApiClient } from '../../api/client.ts';
import { profileUpdateSchema } from '../../domain/validation/account.ts';
import { FormField } from '../../ui/form-field.tsx';
import { accountContactFormMessages as m } from '../messages/account-contact-form.ts';
import { FormFailureAlert, useAccountForm } from './account-form.tsx';

export const PROFILE_SAVED = m.profileSaved;

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
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const form = useAccountForm({
    schema: profileUpdateSchema,
    initial: { email: profile.email, phone: profile.phone ?? '' },
    save: (values) => client.call(updateProfile, { body: values }),
    savedTitle: PROFILE_SAVED,
    // The form shows what was stored: the phone as 555-123-4567, the e-mail trimmed.
    next: (saved) => ({ email: saved.email, phone: saved.phone ?? '' }),
    onSaved: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const { values, edit } = form;
  const unchanged = values.email === profile.email && values.phone === (profile.phone ?? '');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t(m.contactDetails)}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.submit} noValidate aria-label={t(m.contactDetails)}>
          <Stack gap="5">
            <FormFailureAlert error={form.formError} />
            <FormField label={t(m.email)} required errorText={form.messageFor('email')}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => edit('email', event.target.value)}
              />
            </FormField>
            <FormField label={t(m.phone)} helperText={t(m.aUsNumberForExample)} errorText={form.messageFor('phone')}>
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
              disabled={unchanged && !form.pending}
              loading={form.pending}
              loadingText={t(m.saving)}
            >
              {t(m.saveChanges)}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
