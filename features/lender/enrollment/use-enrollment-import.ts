import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import {
  chooseImportSource,
  enrollLender,
  type ImportSourceBody,
  type LenderCampaign,
  uploadCampaignFile,
  validateCampaignFileCall,
} from '../../../api/lender-campaigns.ts';
import { listProducts } from '../../../api/products.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { importApplied } from '../../../domain/enrollment/import-applied.ts';
import { sendLeadingTo } from '../../../kit/send-leading-to.ts';
import { useStatechartUrl } from '../../../kit/statechart-url.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import {
  enrollmentImportMachine,
  enrollmentStepOf,
  type SourceOption,
} from '../../../machines/enrollment/enrollment-import.ts';
import { campaignsKey, catalogueKey, enrollmentKey } from './campaign-queries.ts';
import type { EnrollmentSearch } from './enrollment-search.ts';

/** The enrollment page (002 §2 campaign/upcoming/enrollment). */
export const ENROLLMENT_PATH = '/lender/console/campaign/upcoming/enrollment';

type ImportSource = v.InferInput<typeof ImportSourceBody>;

/**
 * The enrollmentImport statechart over the lender campaign calls: each call that changes the catalogue or the
 * enrollment refreshes the campaigns, enrollment and catalogue queries. It opens where the server and the URL say
 * (an applied import is not asked for again), and its step is the URL's `step` (kit useStatechartUrl: reload, back
 * and forward land on it). Returns the actor and its snapshot.
 */
export function useEnrollmentImport(
  client: ApiClient,
  fiId: number,
  campaign: LenderCampaign,
  search: EnrollmentSearch,
) {
  const queryClient = useQueryClient();
  const params = { fiId, campaignId: campaign.campaignId };
  const refreshed = async <T>(answer: T): Promise<T> => {
    // The product table (products API) too: an applied campaign file or source changes the products.
    const keys = [campaignsKey(fiId), enrollmentKey(fiId), catalogueKey(fiId), endpointKey(listProducts, { fiId })];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return answer;
  };
  const actor = useAppActor(
    () =>
      enrollmentImportMachine.provide({
        actors: {
          applySource: fromPromise<unknown, { source: SourceOption; confirmation: string }>(async ({ input }) => {
            const body = { source: input.source, confirmation: input.confirmation } as ImportSource;
            return refreshed<unknown>(await client.call(chooseImportSource, { params, body }));
          }),
          uploadFile: fromPromise(({ input }) =>
            client.call(uploadCampaignFile, {
              params,
              query: { confirmation: input.confirmation },
              files: { campaignFile: input.file as File },
            }),
          ),
          validateFile: fromPromise(async ({ input }) =>
            refreshed(await client.call(validateCampaignFileCall, { params: { ...params, fileId: input.fileId } })),
          ),
          enroll: fromPromise<unknown, Record<string, never>>(async () =>
            refreshed<unknown>(await client.call(enrollLender, { params })),
          ),
        },
      }),
    {
      input: {
        enrolled: campaign.enrollmentState === 'Enrolled',
        imported: importApplied(campaign),
        requestedStep: search.step,
      },
    },
  );
  useStatechartUrl(actor, {
    owns: ({ pathname }) => pathname === ENROLLMENT_PATH,
    // A busy moment (an upload, a validation, the enrollment) is no page of its own: the step after it is.
    urlOf: (snapshot) =>
      snapshot.hasTag('busy')
        ? null
        : {
            pathname: ENROLLMENT_PATH,
            search: { ...search, step: enrollmentStepOf(String(snapshot.value)) ?? undefined },
          },
    // Back and forward: the machine's own back, next or "choose another file" when it leads to that step.
    request: ({ search: requested }) =>
      sendLeadingTo(
        actor,
        [{ type: 'step.back' }, { type: 'step.next' }, { type: 'import.replace' }],
        (next) => enrollmentStepOf(String(next.value)) === requested.step,
      ),
  });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}
