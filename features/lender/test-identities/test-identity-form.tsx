import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import {
  createTestIdentity,
  listTestIdentities,
  type TestIdentity,
  updateTestIdentity,
} from '../../../api/test-identities.ts';
import {
  type NewTestIdentity,
  newTestIdentitySchema,
  type TestIdentityUpdate,
  testIdentityUpdateSchema,
} from '../../../domain/validation/test-identity.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useSaveAndClose } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { said } from '../../../kit/words.ts';
import { testIdentitiesTestIdentityFormMessages as m } from '../messages/test-identities-test-identity-form.ts';

type Draft = FormDraft<v.InferInput<typeof newTestIdentitySchema>>;

const fields = (identity?: TestIdentity): FieldsOf<Draft> => [
  { name: 'firstName', label: m.firstName, kind: 'text' },
  { name: 'lastName', label: m.lastName, kind: 'text' },
  { name: 'dateOfBirth', label: m.dateOfBirth, kind: 'date' },
  {
    name: 'ssn',
    label: m.ssn,
    kind: 'text',
    required: !identity,
    helperText: identity ? said(m.storedLeaveBlank, { lastFour: identity.ssnLastFour }) : m.itsLastFourPick,
  },
  { name: 'address', label: m.address, kind: 'text', wide: true },
  { name: 'city', label: m.city, kind: 'text' },
  { name: 'state', label: m.state, kind: 'state' },
  { name: 'zipcode', label: m.zipCode, kind: 'text' },
  { name: 'email', label: m.email, kind: 'email' },
  { name: 'phone', label: m.phone, kind: 'phone' },
];

/** MM-DD-YYYY as answered → YYYY-MM-DD as the date input holds it. */
const isoOf = (date: string) => date.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$1-$2');

const draftOf = (identity?: TestIdentity): Draft => ({
  firstName: identity?.firstName ?? '',
  lastName: identity?.lastName ?? '',
  dateOfBirth: identity ? isoOf(identity.dateOfBirth) : '',
  ssn: '',
  address: identity?.address ?? '',
  city: identity?.city ?? '',
  state: identity?.state ?? '',
  zipcode: identity?.zipcode ?? '',
  email: identity?.email ?? '',
  phone: identity?.phone ?? '',
});

/** Add (no `identity`) or change a test identity; the SSN is only ever typed, never shown back. */
export function TestIdentityForm(props: {
  client: ApiClient;
  fiId: number;
  identity?: TestIdentity | undefined;
  onDone: () => void;
}) {
  const { client, fiId, identity, onDone } = props;
  const form = useSaveAndClose({
    mutationFn: (body: NewTestIdentity | TestIdentityUpdate) =>
      identity
        ? client.call(updateTestIdentity, { params: { fiId, id: identity.id }, body })
        : // Without an identity the form ran newTestIdentitySchema, whose output has the SSN.
          client.call(createTestIdentity, { params: { fiId }, body: body as NewTestIdentity }),
    toasts: {
      pending: m.savingTheTestIdentity,
      success: m.testIdentitySaved,
      error: m.couldNotSaveTheTest,
    },
    invalidate: [listQueryKey(listTestIdentities)],
    close: onDone,
  });
  return (
    <SchemaForm
      schema={identity ? testIdentityUpdateSchema : newTestIdentitySchema}
      defaultValues={draftOf(identity)}
      fields={fields(identity)}
      submitLabel={identity ? m.saveTestIdentity : m.addTestIdentity}
      {...form}
    />
  );
}
