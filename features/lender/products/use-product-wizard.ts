import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { getProductDraft, saveProduct, saveProductDraftStep } from '../../../api/products.ts';
import type { WizardStep } from '../../../domain/catalog/product-wizard.ts';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import type { Plain } from '../../../kit/object-fields.tsx';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import { productWizardMachine, type WizardDraft } from '../../../machines/product/product-wizard.ts';
import { stepOfHash, useStepHash } from './use-step-hash.ts';

const asDraft = (draft: { productId: string | null; steps: Record<string, unknown>; completed: WizardStep[] }) =>
  ({ productId: draft.productId, steps: draft.steps as DraftSteps, completed: draft.completed }) as WizardDraft;

/**
 * The productWizard statechart over the products API (each Next saves the step's draft server-side), its step kept
 * in the URL's hash anchor: returns the actor, its snapshot and the current step's form value (reset from the draft
 * whenever the step or the draft changes).
 */
export function useProductWizard(client: ApiClient, fiId: number, draftKey: string) {
  const actor = useAppActor(
    () =>
      productWizardMachine.provide({
        actors: {
          loadDraft: fromPromise(async ({ input }) =>
            asDraft(await client.call(getProductDraft, { params: { fiId, draftKey: input.draftKey } })),
          ),
          saveStep: fromPromise(async ({ input }) =>
            asDraft(
              await client.call(saveProductDraftStep, {
                params: { fiId, draftKey: input.draftKey, step: input.step },
                body: { data: input.data },
              }),
            ),
          ),
          saveProduct: fromPromise(({ input }) =>
            client.call(saveProduct, { params: { fiId, draftKey: input.draftKey } }),
          ),
        },
      }),
    { input: { draftKey, requestedStep: stepOfHash() } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const request = useCallback(
    (step: WizardStep) => {
      actor.send({ type: 'wizard.goto', step });
      return actor.getSnapshot().context.current;
    },
    [actor],
  );
  const shown = snapshot.matches('editing') || snapshot.hasTag('busy') ? snapshot.context.current : null;
  useStepHash(snapshot.matches('loading') ? null : shown, request);
  const { current, draft } = snapshot.context;
  const [value, setValue] = useState<Plain>({});
  useEffect(() => setValue((draft.steps[current] as Plain | undefined) ?? {}), [current, draft]);
  return { actor, snapshot, value, setValue };
}
