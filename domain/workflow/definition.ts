import * as v from 'valibot';

/**
 * A workflow definition (001 §3 "Workflow route catalogue", §4 "Workflow router"): plain data, so the server can
 * serve it by name and an admin's marketplace workflow configuration can change it without a deploy. Paths are
 * route templates relative to the variant's prefix (/consumer or /further); `:productCategory`, `:productSubcategory`,
 * `:productPurpose`, `:id` and `:error` are filled from the router's state. Rules are referred to by name and looked
 * up in a registry of code, since functions cannot travel as JSON.
 */

/** Route options of 001 §3: skip passes through the page to its own next step; filters restrict by the selection. */
export const RouteFilters = v.object({
  productCategory: v.optional(v.array(v.string())),
  productSubcategory: v.optional(v.array(v.string())),
  productPurpose: v.optional(v.array(v.string())),
});
export type RouteFilters = v.InferOutput<typeof RouteFilters>;

/** A path with options and rules: the first rule that yields a result wins, otherwise the path. */
export const RouteOption = v.object({
  path: v.string(),
  skip: v.optional(v.boolean()),
  filters: v.optional(RouteFilters),
  rules: v.optional(v.array(v.string())),
});
export type RouteOption = v.InferOutput<typeof RouteOption>;

/** A conditional rule: yields its own result (a path or a skip), or `goTo` when it answers true. */
export const ConditionalRule = v.object({ rule: v.string(), goTo: v.optional(v.string()) });
export type ConditionalRule = v.InferOutput<typeof ConditionalRule>;

/** A step: a path, a path with rules, or a list of them and conditional rules where the first result wins. */
export const Step = v.union([v.string(), RouteOption, v.array(v.union([v.string(), RouteOption, ConditionalRule]))]);
export type Step = v.InferOutput<typeof Step>;

export const IndexItem = v.object({
  path: v.string(),
  /** Defaults to the previous item's sequence plus 0.001 (001 §4). */
  sequence: v.optional(v.number()),
  tags: v.optional(v.array(v.string())),
  /** A named guard; when it denies, the page is not shown. */
  guard: v.optional(v.string()),
});
export type IndexItem = v.InferOutput<typeof IndexItem>;

export const WorkflowDefinition = v.object({
  name: v.string(),
  index: v.pipe(v.array(IndexItem), v.minLength(1)),
  start: Step,
  next: v.record(v.string(), Step),
  /** Where abort goes back to in history; without one, abort goes back one page. */
  abort: v.optional(v.record(v.string(), v.string())),
  /** Error targets per page, and `*` for every other page. */
  error: v.record(v.string(), v.string()),
});
export type WorkflowDefinition = v.InferOutput<typeof WorkflowDefinition>;

/** The router falls back here when no step yields a path (001 §4). */
export const ERROR_PATH = '/error';
