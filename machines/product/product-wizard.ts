import { assign, fromPromise, setup } from 'xstate';
import {
  furthestStep,
  isReachable,
  nextStep,
  previousStep,
  type StepStatus,
  stepStatus,
  WIZARD_STEP_IDS,
  type WizardStep,
  wizardSteps,
} from '../../domain/catalog/product-wizard.ts';
import { type DraftSteps, draftProfile, type StepIssue } from '../../domain/validation/product-wizard.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** The draft as the server keeps it (api/products.ts ProductDraft). */
export interface WizardDraft {
  readonly productId: string | null;
  readonly steps: DraftSteps;
  readonly completed: readonly WizardStep[];
}

export interface ProductWizardInput {
  /** `new` or the product id. */
  readonly draftKey: string;
  /** The step the URL's hash asked for when the wizard opened (a reload, a deep link). */
  readonly requestedStep?: WizardStep | undefined;
}

export interface ProductWizardContext {
  readonly draftKey: string;
  readonly requestedStep: WizardStep | null;
  readonly draft: WizardDraft;
  readonly current: WizardStep;
  /** Data of the step being saved. */
  readonly pending: unknown;
  /** The server's refusal of the last save, by field (inline errors). */
  readonly issues: readonly StepIssue[];
  readonly failure: string | null;
  /** The product the wizard saved. */
  readonly savedId: string | null;
}

export type ProductWizardEvent =
  | { type: 'wizard.next'; data: unknown }
  | { type: 'wizard.previous' }
  /** A link or the URL's hash asks for a step; refused (the wizard stays) when it is not reachable yet. */
  | { type: 'wizard.goto'; step: WizardStep }
  | { type: 'wizard.save' }
  | { type: 'wizard.retry' }
  /** The draft changed on the server (a template applied, a clone): take it and go to its furthest step. */
  | { type: 'wizard.replace'; draft: WizardDraft };

const EMPTY: WizardDraft = { productId: null, steps: {}, completed: [] };

const activeSteps = (draft: WizardDraft) => wizardSteps(draftProfile(draft.steps));

const failureOf = (error: unknown): { issues: StepIssue[]; failure: string } => {
  const body = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; issues?: unknown };
  const issues = Array.isArray(body.issues) ? (body.issues as StepIssue[]) : [];
  return { issues, failure: typeof body.message === 'string' ? body.message : 'Something went wrong' };
};

const openingStep = (draft: WizardDraft, requested: WizardStep | null): WizardStep => {
  const steps = activeSteps(draft);
  return requested && isReachable(steps, draft.completed, requested) ? requested : furthestStep(steps, draft.completed);
};

/** The step after a save: the next active one, or the furthest reachable when the server's draft says less is done. */
const stepAfter = (draft: WizardDraft, current: WizardStep): WizardStep => {
  const steps = activeSteps(draft);
  const next = nextStep(steps, current) ?? current;
  return isReachable(steps, draft.completed, next) ? next : furthestStep(steps, draft.completed);
};

const stepStates = Object.fromEntries(
  WIZARD_STEP_IDS.map((step) => [step, { meta: { route: `#${step}` }, tags: ['step'] }]),
) as Record<WizardStep, { meta: { route: string }; tags: ['step'] }>;

/**
 * The lender's product wizard (000 §2, 002 §2): nine steps, each upcoming, current or complete, with next and
 * previous; steps the product's type and option omit are skipped; a step is reachable when every active step
 * before it is complete, and a request for another (a deep link) is refused back to the current one. Each Next
 * saves the step server-side (a reload or another device resumes), Summary's Save product saves the product.
 */
export const productWizardMachine = setup({
  types: {
    input: {} as ProductWizardInput,
    context: {} as ProductWizardContext,
    events: {} as ProductWizardEvent,
  },
  actors: {
    loadDraft: fromPromise<WizardDraft, { draftKey: string }>(() => notProvided('productWizard', 'loadDraft')),
    saveStep: fromPromise<WizardDraft, { draftKey: string; step: WizardStep; data: unknown }>(() =>
      notProvided('productWizard', 'saveStep'),
    ),
    saveProduct: fromPromise<{ id: string }, { draftKey: string }>(() => notProvided('productWizard', 'saveProduct')),
  },
  guards: {
    currentIs: ({ context }, params: { step: WizardStep }) => context.current === params.step,
    hasPrevious: ({ context }) => previousStep(activeSteps(context.draft), context.current) !== null,
    notSummary: ({ context }) => context.current !== 'summary',
    onSummary: ({ context }) => context.current === 'summary',
    reachable: ({ context, event }) =>
      event.type === 'wizard.goto' && isReachable(activeSteps(context.draft), context.draft.completed, event.step),
  },
}).createMachine({
  id: 'productWizard',
  initial: 'loading',
  context: ({ input }) => ({
    draftKey: input.draftKey,
    requestedStep: input.requestedStep ?? null,
    draft: EMPTY,
    current: 'productDetails',
    pending: null,
    issues: [],
    failure: null,
    savedId: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ draftKey: context.draftKey }),
        onDone: {
          target: 'routing',
          actions: assign(({ context, event }) => ({
            draft: event.output,
            current: openingStep(event.output, context.requestedStep),
            failure: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: failureOf(event.error).failure })),
        },
      },
    },
    loadFailed: { on: { 'wizard.retry': 'loading' } },
    routing: {
      always: WIZARD_STEP_IDS.map((step) => ({
        guard: { type: 'currentIs' as const, params: { step } },
        target: `editing.${step}`,
      })),
    },
    editing: {
      initial: 'productDetails',
      states: stepStates,
      on: {
        'wizard.next': {
          guard: 'notSummary',
          target: 'savingStep',
          actions: assign(({ event }) => ({ pending: event.data, issues: [], failure: null })),
        },
        'wizard.previous': {
          guard: 'hasPrevious',
          target: 'routing',
          actions: assign(({ context }) => ({
            current: previousStep(activeSteps(context.draft), context.current) ?? context.current,
            issues: [],
            failure: null,
          })),
        },
        'wizard.goto': {
          guard: 'reachable',
          target: 'routing',
          actions: assign(({ event }) => ({ current: event.step, issues: [], failure: null })),
        },
        'wizard.save': { guard: 'onSummary', target: 'savingProduct', actions: assign({ issues: [], failure: null }) },
        'wizard.replace': {
          target: 'routing',
          actions: assign(({ event }) => ({ draft: event.draft, current: openingStep(event.draft, null), issues: [] })),
        },
      },
    },
    savingStep: {
      tags: ['busy'],
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context }) => ({ draftKey: context.draftKey, step: context.current, data: context.pending }),
        onDone: {
          target: 'routing',
          actions: assign(({ context, event }) => ({
            draft: event.output,
            current: stepAfter(event.output, context.current),
            pending: null,
          })),
        },
        onError: { target: 'routing', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    savingProduct: {
      tags: ['busy'],
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({ draftKey: context.draftKey }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ savedId: event.output.id })) },
        onError: { target: 'routing', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    saved: { type: 'final' },
  },
});

/** What the step list shows: each active step with its label's status, and the links available. */
export function wizardView(context: ProductWizardContext): {
  steps: { step: WizardStep; status: StepStatus; reachable: boolean }[];
  hasPrevious: boolean;
} {
  const steps = activeSteps(context.draft);
  return {
    steps: steps.map((step) => ({
      step,
      status: stepStatus(step, context.current, context.draft.completed),
      reachable: isReachable(steps, context.draft.completed, step),
    })),
    hasPrevious: previousStep(steps, context.current) !== null,
  };
}
