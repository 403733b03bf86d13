import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  deleteMembershipEligibility,
  getMembershipEligibility,
  importMembershipEligibility,
} from '../../../api/membership-eligibility.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { membershipCsvRowSchema } from '../../../domain/validation/eligibility-csv.ts';
import { ConfirmedAction } from '../../../kit/confirmed-action.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CsvImportSection } from '../general-setup/csv-import-section.tsx';
import { EligibleStates } from '../general-setup/eligible-states.tsx';
import { membershipEligibilityMembershipEligibilityPageMessages as m } from '../messages/membership-eligibility-membership-eligibility-page.ts';
import { MembershipForm } from './membership-form.tsx';

/** /lender/console/membershipEligibility (002 §2): who may join, hence who receives the lender's offers. */
export function MembershipEligibilityPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const editable = can(session, 'generalSetup');
  const membershipQuery = endpointQuery(client, getMembershipEligibility, { params: { fiId } });
  const key = membershipQuery.queryKey;
  const membership = useQuery(membershipQuery);
  const remove = useConfigMutation({
    mutationFn: () => client.call(deleteMembershipEligibility, { params: { fiId } }),
    toasts: {
      pending: m.deletingMembershipEligibility,
      success: m.membershipEligibilityDeletedNationwide,
      error: m.couldNotDeleteMembershipEligibility,
    },
    invalidate: [key],
  });
  const data = membership.data;
  return (
    <>
      <PageHeader
        title={t(m.membershipEligibility)}
        description={t(m.whoMayJoinYourInstitution)}
        actions={
          editable && data && !data.nationwide ? (
            <ConfirmedAction
              label={t(m.delete)}
              title={t(m.deleteMembershipEligibility)}
              description={t(m.yourStatesAndCountiesAre)}
              confirmLabel={t(m.delete)}
              onConfirm={() => remove.mutate()}
              button={{ size: 'sm', alignSelf: 'auto' }}
            />
          ) : null
        }
      />
      <QueryGate query={membership} failure={t(m.thereWasAnErrorGetting)}>
        {(data) => (
          <Stack gap="8">
            <Card.Root as="section" aria-labelledby="membership-now" variant="subtle">
              <Card.Body gap="3">
                <Heading id="membership-now" as="h2" size="md">
                  {t(m.whoMayJoin)}
                </Heading>
                {data.nationwide ? (
                  <Text>{t(m.nationwideAnyoneInTheUnited)}</Text>
                ) : (
                  <EligibleStates states={data.states} label={t(m.eligibleStates)} />
                )}
              </Card.Body>
            </Card.Root>
            {editable ? (
              <Card.Root as="section" aria-labelledby="membership-edit">
                <Card.Body gap="5">
                  <Heading id="membership-edit" as="h2" size="md">
                    {t(m.changeWhoMayJoin)}
                  </Heading>
                  <MembershipForm key={JSON.stringify(data)} client={client} fiId={fiId} membership={data} />
                </Card.Body>
              </Card.Root>
            ) : null}
            {editable ? (
              <CsvImportSection
                client={client}
                fiId={fiId}
                templateType="membershipEligibility"
                description={t(m.oneRowPerStateCounty)}
                label={t(m.membershipFile)}
                fieldName="branchDocument"
                rowSchema={membershipCsvRowSchema}
                confirm={t(m.theImportReplacesYourWhole)}
                onUpload={(_file, { files, signal }) =>
                  client.call(importMembershipEligibility, { params: { fiId }, files, signal })
                }
                refresh={key}
              />
            ) : null}
          </Stack>
        )}
      </QueryGate>
    </>
  );
}
