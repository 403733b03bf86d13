import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { saveProduct, saveProductDraftStep } from '../../../api/products.ts';
import { isWizardStep, type WizardStep } from '../../../domain/catalog/product-wizard.ts';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import type { Plain } from '../../../kit/object-fields.tsx';
import { useStatechartUrl } from '../../../kit/statechart-url.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import { productWizardMachine, type WizardDraft } from '../../../machines/product/product-wizard.ts';
import { productDraftQuery } from './product-queries.ts';
import { PRODUCT_WIZARD_PATH } from './product-table.tsx';

const asDraft = (draft: { productId: string | null; steps: Record<string, unknown>; completed: WizardStep[] }) =>
  ({ productId: draft.productId, steps: draft.steps as DraftSteps, completed: draft.completed }) as WizardDraft;

/**
 * The productWizard statechart over the products API (each Next saves the step's draft server-side), its step kept
 * in the URL's anchor (the seed's #productDetails … #summary) through the router (kit useStatechartUrl): a reload,
 * back and forward land on the step, when the draft lets the wizard be there. Returns the actor, its snapshot and
 * the current step's form value (reset from the draft whenever the step or the draft changes).
 */
export function useProductWizard(client: ApiClient, fiId: number, draftKey: string, anchor: string) {
  const queryClient = useQueryClient();
  const draftQuery = (key: string) => productDraftQuery(client, fiId, key);
  const actor = useAppActor(
    () =>
      productWizardMachine.provide({
        actors: {
          // The page's loader has just fetched the draft: the first load reads that answer (a retry fetches again,
          // and fails at once as the machine expects, without the queries' retries).
          loadDraft: fromPromise(async ({ input }) =>
            asDraft(await queryClient.query({ ...draftQuery(input.draftKey), retry: false })),
          ),
          saveStep: fromPromise(async ({ input }) => {
            const draft = await client.call(saveProductDraftStep, {
              params: { fiId, draftKey: input.draftKey, step: input.step },
              body: { data: input.data },
            });
            queryClient.setQueryData(draftQuery(input.draftKey).queryKey, draft);
            return asDraft(draft);
          }),
          saveProduct: fromPromise(async ({ input }) => {
            const saved = await client.call(saveProduct, { params: { fiId, draftKey: input.draftKey } });
            // The server has dropped the draft: the next visit fetches what it now answers.
            queryClient.removeQueries({ queryKey: draftQuery(input.draftKey).queryKey });
            return saved;
          }),
        },
      }),
    { input: { draftKey, requestedStep: isWizardStep(anchor) ? anchor : undefined } },
  );
  const pathname = `${PRODUCT_WIZARD_PATH}/${draftKey}`;
  useStatechartUrl(actor, {
    owns: (location) => location.pathname === pathname,
    // Loading (busy too, but its step is not yet the draft's), a load failure and the saved product are no step: the
    // URL stays as it is.
    urlOf: (s) =>
      !s.matches('loading') && (s.matches('editing') || s.hasTag('busy'))
        ? { pathname, hash: s.context.current }
        : null,
    request: ({ hash }) => {
      if (hash && isWizardStep(hash)) actor.send({ type: 'wizard.goto', step: hash });
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { current, draft } = snapshot.context;
  const [value, setValue] = useState<Plain>({});
  useEffect(() => setValue((draft.steps[current] as Plain | undefined) ?? {}), [current, draft]);
  return { actor, snapshot, value, setValue };
}
