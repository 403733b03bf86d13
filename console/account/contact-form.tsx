import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type Profile, updateProfile } from '../../api/account.ts';
import type { ApiClient } from '../../api/client.ts';
import { profileUpdateSchema } from '../../domain/validation/account.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { accountContactFormMessages as m } from '../messages/account-contact-form.ts';
import { AccountField, AccountFormShell } from './account-fields.tsx';
import { useAccountForm } from './account-form.tsx';

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
  const { values } = form;
  const unchanged = values.email === profile.email && values.phone === (profile.phone ?? '');
  return (
    <SectionCard title={t(m.contactDetails)}>
      <AccountFormShell
        form={form}
        label={t(m.contactDetails)}
        submitLabel={t(m.saveChanges)}
        pendingLabel={t(m.saving)}
        disabled={unchanged && !form.pending}
      >
        <AccountField bind={form} name="email" type="email" autoComplete="email" label={t(m.email)} required />
        <AccountField
          bind={form}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t(m.phone)}
          helperText={t(m.aUsNumberForExample)}
        />
      </AccountFormShell>
    </SectionCard>
  );
}
