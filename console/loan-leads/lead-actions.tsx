import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import {
  assignLoanLead,
  downloadLoanLead,
  type LoanLeadDetail,
  pushLoanLead,
  updateLoanLeadFunding,
  updateLoanLeadStatus,
} from '../../api/loan-leads.ts';
import type { FUNDING_STATUSES, FundingStatus } from '../../domain/catalog/statuses.ts';
import { labelOf } from '../../domain/format/labels.ts';
import type { LeadStatus, SETTABLE_LEAD_STATUSES } from '../../domain/loan-leads/loan-leads.ts';
import { ShowOnChart } from '../../kit/chart-link.tsx';
import { saveBlobFile } from '../../kit/save-file.ts';
import { SelectBox } from '../../kit/select-box.tsx';
import { useConfigMutation } from '../../kit/toasts.ts';
import { said, type Words } from '../../kit/words.ts';
import { loanLeadAssignmentMachine } from '../../machines/loan-leads/loan-lead-assignment.ts';
import { leadChoices, leadOnChart } from '../../machines/loan-leads/loan-lead-lifecycle.ts';
import { loanLeadsLeadActionsMessages as m } from '../messages/loan-leads-lead-actions.ts';

interface LeadActionsProps {
  readonly client: ApiClient;
  readonly fiId: number;
  readonly detail: LoanLeadDetail;
  readonly myUserId: string | null;
  readonly queryKey: readonly unknown[];
}

type Option = string | { readonly value: string; readonly label: Words };
// A status code is sent as it is and read as its label (domain/format/labels.ts).
const optionOf = (option: Option) => (typeof option === 'string' ? { value: option, label: labelOf(option) } : option);

function Choice(props: { label: string; value: string; options: readonly Option[]; onChange: (v: string) => void }) {
  return (
    <Field.Root maxW="60">
      <Field.Label>{props.label}</Field.Label>
      <SelectBox size="sm" value={props.value} onChange={props.onChange} options={props.options.map(optionOf)} />
    </Field.Root>
  );
}

/** What every action of one lead needs: the client, the lead's address, and a refresh of its detail. */
interface LeadContext {
  readonly client: ApiClient;
  readonly params: { readonly fiId: number; readonly redemptionId: string };
  readonly refresh: () => Promise<void>;
}

/** A lead action's toasts: each action's words are one select of the same three messages. */
const toasts = (action: 'status' | 'funding' | 'push' | 'download') => ({
  pending: said(m.acting, { action }),
  success: said(m.acted, { action }),
  error: said(m.actionFailed, { action }),
});

/** A loan lead's actions (002 §3): assign (the loanLeadAssignment journey), status, funding, push, download. */
export function LeadActions({ client, fiId, detail, myUserId, queryKey }: LeadActionsProps) {
  const queryClient = useQueryClient();
  const lead: LeadContext = {
    client,
    params: { fiId, redemptionId: detail.lead.id },
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
  return (
    <Stack gap="4">
      <LeadAssignment lead={lead} detail={detail} myUserId={myUserId} />
      <LeadStatusControls lead={lead} detail={detail} />
      <LeadDownloadForm lead={lead} fileName={`${detail.lead.loanNumber}.json.gpg`} />
    </Stack>
  );
}

/** Assigning the lead to a user runs the loanLeadAssignment machine; once assigned, it names the assignee. */
function LeadAssignment({
  lead,
  detail,
  myUserId,
}: {
  lead: LeadContext;
  detail: LoanLeadDetail;
  myUserId: string | null;
}) {
  const { formatMessage: t } = useIntl();
  const { client, params, refresh } = lead;
  const [state, send] = useMachine(
    loanLeadAssignmentMachine.provide({
      actors: {
        assignUser: fromPromise<{ assignedFIUserId: string }, { userId: string }>(async ({ input }) => {
          const answer = await client.call(assignLoanLead, { params, body: { fiUserId: input.userId } });
          await refresh();
          return { assignedFIUserId: answer.assignedFIUserId };
        }),
      },
    }),
    { input: { assignedUserId: detail.lead.assignedFIUserId } },
  );
  return (
    <HStack gap="3" alignItems="end" flexWrap="wrap">
      {state.matches('assigned') ? (
        <Text>{t(m.assignedTo, { value: detail.lead.assignedUserName ?? 'a user' })}</Text>
      ) : (
        <>
          <Choice
            label={t(m.assignTo)}
            value={state.context.selectedUserId ?? ''}
            options={[
              { value: '', label: m.chooseAUser },
              ...detail.assignableUsers.map((user) => ({ value: user.id, label: user.name })),
            ]}
            onChange={(userId) => send({ type: 'assignment.choose', userId })}
          />
          {myUserId ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                send({ type: 'assignment.choose', userId: myUserId });
                send({ type: 'assignment.submit' });
              }}
            >
              {t(m.assignToMe)}
            </Button>
          ) : null}
          <Button
            size="sm"
            colorPalette="brand"
            loading={state.hasTag('busy')}
            onClick={() => send({ type: 'assignment.submit' })}
          >
            {t(m.assign)}
          </Button>
        </>
      )}
      {state.context.failure ? (
        <Text color="fg.error" role="alert">
          {state.context.failure}
        </Text>
      ) : null}
    </HStack>
  );
}

/**
 * The lead's status and funding status (saved on change; each select lists only the moves the loanLeadLifecycle
 * machine, which the server enforces, takes from the stored ones) and its push to the lender's LOS.
 */
function LeadStatusControls({ lead, detail }: { lead: LeadContext; detail: LoanLeadDetail }) {
  const { formatMessage: t } = useIntl();
  const { client, params, refresh } = lead;
  const stored = {
    status: detail.lead.status as LeadStatus,
    fundingStatus: detail.lead.fundingStatus as FundingStatus,
  };
  const choices = leadChoices(stored);
  const status = useConfigMutation({
    mutationFn: (value: string) =>
      client.call(updateLoanLeadStatus, { params, body: { status: value as (typeof SETTABLE_LEAD_STATUSES)[number] } }),
    toasts: toasts('status'),
    onSuccess: refresh,
  });
  const funding = useConfigMutation({
    mutationFn: (value: string) =>
      client.call(updateLoanLeadFunding, {
        params,
        body: { fundingStatus: value as (typeof FUNDING_STATUSES)[number] },
      }),
    toasts: toasts('funding'),
    onSuccess: refresh,
  });
  const push = useConfigMutation({
    mutationFn: () => client.call(pushLoanLead, { params }),
    toasts: toasts('push'),
    onSuccess: refresh,
  });
  return (
    <HStack gap="3" alignItems="end" flexWrap="wrap">
      <Choice
        label={t(m.status)}
        value={detail.lead.status}
        options={choices.status}
        onChange={(v) => status.mutate(v)}
      />
      <Choice
        label={t(m.fundingStatus)}
        value={detail.lead.fundingStatus}
        options={choices.funding}
        onChange={(v) => funding.mutate(v)}
      />
      <Button size="sm" onClick={() => push.mutate()} loading={push.isPending}>
        {t(m.pushToLos)}
      </Button>
      <Text fontSize="sm">
        {t(m.push, {
          value: labelOf(detail.lead.pushStatus),
          value2: detail.pushError ? ` (${detail.pushError})` : '',
        })}
      </Text>
      <ShowOnChart
        focus={{ ...leadOnChart(stored), entity: t(m.loanLeadNumber, { loanNumber: detail.lead.loanNumber }) }}
      />
    </HStack>
  );
}

/** The encrypted download asks again for the loan number and the user's password before the file is made. */
function LeadDownloadForm({ lead, fileName }: { lead: LeadContext; fileName: string }) {
  const { formatMessage: t } = useIntl();
  const { client, params } = lead;
  const [loanNumber, setLoanNumber] = useState('');
  const [password, setPassword] = useState('');
  const download = useConfigMutation({
    mutationFn: async () => {
      const file = await client.call(downloadLoanLead, { params, body: { loanNumber, password } });
      saveBlobFile(fileName, file as Blob);
    },
    toasts: toasts('download'),
  });
  return (
    <HStack
      as="form"
      gap="3"
      alignItems="end"
      flexWrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        download.mutate();
      }}
    >
      <Field.Root maxW="48">
        <Field.Label>{t(m.loanNumber)}</Field.Label>
        <Input size="sm" value={loanNumber} onChange={(event) => setLoanNumber(event.currentTarget.value)} />
      </Field.Root>
      <Field.Root maxW="48">
        <Field.Label>{t(m.yourPassword)}</Field.Label>
        <Input
          size="sm"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </Field.Root>
      <Button size="sm" type="submit" variant="outline">
        {t(m.downloadEncryptedFile)}
      </Button>
    </HStack>
  );
}
