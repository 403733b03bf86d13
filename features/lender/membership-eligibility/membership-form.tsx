import { Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import type { ApiClient } from '../../../api/client.ts';
import {
  getMembershipEligibility,
  type MembershipEligibility,
  updateMembershipEligibility,
} from '../../../api/membership-eligibility.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { membershipFormSchema, membershipFormValues } from '../../../domain/validation/membership-form.ts';
import { FieldOf, SchemaFormShell } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useSchemaForm } from '../../../kit/use-schema-form.ts';
import { membershipEligibilityMembershipFormMessages as m } from '../messages/membership-eligibility-membership-form.ts';

/** Edits the membership: nationwide, or whole states plus counties with their zip codes. */
export function MembershipForm({
  client,
  fiId,
  membership,
}: {
  client: ApiClient;
  fiId: number;
  membership: MembershipEligibility;
}) {
  const save = useConfigMutation({
    mutationFn: (body: MembershipEligibility) => client.call(updateMembershipEligibility, { params: { fiId }, body }),
    toasts: {
      pending: m.savingMembershipEligibility,
      success: m.membershipEligibilitySaved,
      error: m.couldNotSaveMembershipEligibility,
    },
    invalidate: [endpointKey(getMembershipEligibility, { fiId })],
  });
  const form = useSchemaForm({
    schema: membershipFormSchema,
    defaultValues: membershipFormValues(membership),
    onSubmit: (values) => save.mutateAsync(values),
  });
  const nationwide = useStore(form.form.store, (state) => (state.values as { nationwide: boolean }).nationwide);
  return (
    <SchemaFormShell form={form} submitLabel={m.saveMembershipEligibility}>
      <Stack gap="6">
        <FieldOf
          field={{
            name: 'nationwide',
            label: m.nationwide,
            kind: 'switch',
            helperText: m.anyoneInTheUnitedStates,
          }}
        />
        {nationwide ? null : (
          <>
            <FieldOf
              field={{
                name: 'states',
                label: m.wholeStates,
                kind: 'states',
                helperText: m.everyoneLivingInTheseStates,
              }}
            />
            <FieldOf
              field={{
                name: 'counties',
                label: m.counties,
                kind: 'list',
                itemLabel: m.county,
                helperText: m.membersOfACountyMatch,
                newItem: () => ({ state: '', county: '', zipcodes: '' }),
                fields: [
                  { name: 'state', label: m.state, kind: 'state' },
                  { name: 'county', label: m.county, kind: 'text' },
                  { name: 'zipcodes', label: m.zipCodes, kind: 'text', wide: true, placeholder: '80202, 80203' },
                ],
              }}
            />
          </>
        )}
      </Stack>
    </SchemaFormShell>
  );
}
