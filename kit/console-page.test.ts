import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  applySearchUpdate,
  type ConsolePageProps,
  defineConsolePage,
  type PathParams,
  tenantIdsOf,
} from './console-page.ts';
import { type ListSearch, listSearchEntries, listSearchSchema } from './list-search.ts';

describe('tenantIdsOf', () => {
  it("reads a lender's or an embedder's positive integer tenant id", () => {
    expect(tenantIdsOf({ realm: 'fi', tenantId: '1' })).toEqual({ fiId: 1, embedderId: undefined });
    expect(tenantIdsOf({ realm: 'embedder', tenantId: '27' })).toEqual({ fiId: undefined, embedderId: 27 });
  });

  it('has none for an admin, a missing id or one that is not a positive integer', () => {
    expect(tenantIdsOf({ realm: 'super', tenantId: '1' })).toEqual({ fiId: undefined, embedderId: undefined });
    expect(tenantIdsOf({ realm: 'fi' })).toEqual({ fiId: undefined, embedderId: undefined });
    for (const tenantId of ['0', '-3', '1.5', 'fi-1', '01'])
      expect(tenantIdsOf({ realm: 'fi', tenantId }).fiId).toBeUndefined();
  });
});

describe('applySearchUpdate', () => {
  it('merges an update and drops entries set to undefined', () => {
    const previous: ListSearch = { page: 3, sort: 'name,asc' };
    expect(applySearchUpdate(previous, { page: undefined, filter: [] })).toEqual({ sort: 'name,asc', filter: [] });
    expect(Object.keys(applySearchUpdate(previous, { page: undefined }))).toEqual(['sort']);
  });

  it('applies a function of the previous search', () => {
    expect(applySearchUpdate<ListSearch>({ page: 1 }, (s) => ({ ...s, page: (s.page ?? 0) + 1 }))).toEqual({ page: 2 });
  });
});

describe('defineConsolePage', () => {
  const branches = defineConsolePage({
    path: 'branches/$fiBranchId/edit',
    title: 'Edit branch',
    permission: { generalSetup: ['write'] },
    validateSearch: v.object({
      ...listSearchEntries,
      tab: v.fallback(v.optional(v.picklist(['details', 'hours'])), undefined),
    }),
    loader: ({ params, search, fiId }) => {
      expectTypeOf(params).toEqualTypeOf<{ readonly fiBranchId: string }>();
      expectTypeOf(search.tab).toEqualTypeOf<'details' | 'hours' | undefined>();
      expectTypeOf(search.page).toEqualTypeOf<number | undefined>();
      expectTypeOf(fiId).toEqualTypeOf<number | undefined>();
    },
    component: (
      props: ConsolePageProps<ListSearch & { tab?: 'details' | 'hours' | undefined }, { fiBranchId: string }>,
    ) => {
      props.navigateSearch({ tab: 'hours' });
      return null;
    },
  });

  it('validates the URL search with the page schema, falling back on bad values', () => {
    const schema = branches.validateSearch;
    if (!schema) throw new Error('no schema');
    expect(v.parse(schema, { page: 2, tab: 'hours', sort: 'name,asc' })).toEqual({
      page: 2,
      sort: 'name,asc',
      filter: undefined,
      tab: 'hours',
    });
    expect(v.parse(schema, { page: 'x', tab: 'elsewhere', extra: 'dropped' })).toEqual({
      page: undefined,
      sort: undefined,
      filter: undefined,
      tab: undefined,
    });
  });

  it('keeps path, title and permission for the route table', () => {
    expect(branches).toMatchObject({ path: 'branches/$fiBranchId/edit', permission: { generalSetup: ['write'] } });
  });

  it('types params from the path', () => {
    expectTypeOf<PathParams<'uc/campaign/$ucCampaignId/lender/$lenderId/preScreen'>>().toEqualTypeOf<{
      readonly ucCampaignId: string;
      readonly lenderId: string;
    }>();
    expectTypeOf<PathParams<'branches'>>().toEqualTypeOf<Record<never, never>>();
  });

  it('rejects a component whose search does not match the schema', () => {
    defineConsolePage({
      path: 'branches',
      title: 'Branches',
      // @ts-expect-error the schema gives no `tab`, which the component needs: the definition is refused.
      validateSearch: listSearchSchema,
      component: (_: ConsolePageProps<{ tab: string }>) => null,
    });
  });
});
