import * as v from 'valibot';
import { fiParams } from './console-endpoint.ts';
import { lenderGroup } from './endpoint-group.ts';

/** A Campaign Projection Summary row (002 §3 Projection row). */
export const ProjectionRow = v.object({
  date: v.string(),
  activeProduct: v.string(),
  productId: v.string(),
  productType: v.string(),
  projectionFor: v.string(),
  totalConsumers: v.number(),
  qualifyingMembers: v.number(),
  offersGenerated: v.number(),
  consumersReached: v.number(),
  projectedRedeems: v.number(),
});
export type ProjectionRow = v.InferOutput<typeof ProjectionRow>;

export const Projection = v.object({
  id: v.string(),
  status: v.picklist(['PENDING', 'RUNNING', 'COMPLETE', 'FAILED']),
  projectionFor: v.string(),
  sourceCampaign: v.string(),
  rowsDone: v.number(),
  rowsTotal: v.nullable(v.number()),
  createdAt: v.string(),
  completedAt: v.nullable(v.string()),
  error: v.nullable(v.string()),
  /** Membership eligibility of the lender, as the summary shows it (002 §2 projection page). */
  membership: v.array(v.string()),
  rows: v.array(ProjectionRow),
  /** The lender's tiers as saved now, for the what-if draft (a tier rule to change). */
  tiers: v.array(v.object({ productId: v.string(), id: v.string(), name: v.string(), rule: v.nullable(v.string()) })),
});
export type Projection = v.InferOutput<typeof Projection>;

export const ProjectionList = v.object({
  available: v.boolean(),
  /** Why a projection cannot run now; names the campaign status (002 §4). */
  message: v.nullable(v.string()),
  content: v.array(Projection),
});
export type ProjectionList = v.InferOutput<typeof ProjectionList>;

/** A what-if: one tier's rule replaced in a draft, not saved. */
export const WhatIfRequest = v.object({
  productId: v.pipe(v.string('Choose a product'), v.uuid('Choose a product')),
  tierId: v.pipe(v.string('Choose a tier'), v.uuid('Choose a tier')),
  rule: v.pipe(v.string('Enter a rule'), v.trim(), v.minLength(1, 'Empty rules cannot be saved'), v.maxLength(2000)),
});
export type WhatIfRequest = v.InferOutput<typeof WhatIfRequest>;

export const WhatIfResult = v.object({ baseline: v.array(ProjectionRow), draft: v.array(ProjectionRow) });
export type WhatIfResult = v.InferOutput<typeof WhatIfResult>;

const projections = lenderGroup({ tags: ['lender projections'], area: 'campaigns', path: '/projections' });
const projection = projections.within(
  '/:projectionId',
  fiParams({ projectionId: v.pipe(v.string(), v.uuid('No such projection')) }),
);

export const listProjections = projections({
  method: 'GET',
  summary: 'The lender’s projection runs, newest first, and whether a new one can run now',
  response: ProjectionList,
});

export const getProjection = projection({
  method: 'GET',
  summary: 'One projection with its progress and Campaign Projection Summary rows',
  response: Projection,
});

/** Starting a run queues up to 30 minutes of work: a writer's action (issue 30 item 12), one running per lender. */
export const runProjection = projections({
  method: 'POST',
  summary:
    'Queue a projection (the engine over the last completed campaign’s population, up to 30 minutes); 409 while one runs',
  audit: { category: 'CAMPAIGN', entity: 'PROJECTION', action: 'PROJECTION_REQUESTED' },
  response: Projection,
  status: 201,
});

export const whatIfProjection = projections({
  method: 'POST',
  path: '/what-if',
  summary: 'Project with one tier rule replaced in a draft (the tier is not changed): baseline and draft rows',
  // A what-if changes nothing: its readers may ask it.
  permission: { area: 'campaigns', action: 'read' },
  audit: { category: 'CAMPAIGN', entity: 'PROJECTION', action: 'PROJECTION_WHAT_IF' },
  body: WhatIfRequest,
  response: WhatIfResult,
});
