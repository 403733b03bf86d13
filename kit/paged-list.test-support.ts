import * as v from 'valibot';
import { createApiClient } from '../api/client.ts';
import { endpoint } from '../api/endpoint.ts';
import { type ListFields, type ListFilter, ListQuery, pageOf } from '../api/paged-list.ts';

/** A paged-list endpoint and an in-memory server honouring the contract, for the kit's tests. */

export const Branch = v.object({ id: v.number(), name: v.string(), city: v.string(), opened: v.string() });
export type Branch = v.InferOutput<typeof Branch>;

export const listBranches = endpoint({
  method: 'GET',
  path: '/fi/:fiId/branches',
  summary: 'Branches of a lender (test double)',
  tags: ['test'],
  access: ['fi'],
  params: v.object({ fiId: v.number() }),
  query: ListQuery,
  response: pageOf(Branch),
  scope: 'fi',
});

export const branchFields = {
  name: { type: 'STRING', label: 'Name', sortable: true, filterable: true },
  city: { type: 'STRING_ENUM', label: 'City', sortable: true, filterable: true, options: ['Boise', 'Tacoma', 'Reno'] },
  opened: { type: 'DATE', label: 'Opened', filterable: true },
} as const satisfies ListFields;

/** A loan-lead list's fields, one of each filter type and one not filterable: the filter bar's tests read them. */
export const leadFields = {
  dateAccepted: { type: 'DATE', label: 'Date accepted', filterable: true, sortable: true },
  id: { type: 'INTEGER', label: 'Lead ID', filterable: true },
  consumerLastName: { type: 'STRING', label: 'Last name', filterable: true },
  status: { type: 'STRING_ENUM', label: 'Status', filterable: true, options: ['NEW', 'ASSIGNED', 'CLOSED'] },
  createdAt: { type: 'TIMESTAMP', label: 'Created', filterable: true },
  notes: { type: 'STRING', label: 'Notes' },
} as const satisfies ListFields;

const CITIES = ['Boise', 'Tacoma', 'Reno'] as const;
export const BRANCHES: readonly Branch[] = Array.from({ length: 95 }, (_, n) => ({
  id: n + 1,
  name: `Branch ${String(n + 1).padStart(2, '0')}`,
  city: CITIES[n % 3] ?? 'Boise',
  opened: `2025-${String((n % 12) + 1).padStart(2, '0')}-01`,
}));

function matches(branch: Branch, filter: ListFilter): boolean {
  const value = String(branch[filter.field as keyof Branch]);
  const wanted = filter.value.split('|');
  switch (filter.operator) {
    case 'EQUAL':
      return value === filter.value;
    case 'LIKE':
      return value.toLowerCase().includes(filter.value.toLowerCase());
    case 'IN':
      return wanted.includes(value);
    case 'BETWEEN':
      return value >= (wanted[0] ?? '') && value <= (wanted[1] ?? '');
    default:
      throw new Error(`The test server does not do ${filter.operator}`);
  }
}

/** Answers the branch list as the contract says, recording each request; `failWith` makes it answer an error. */
export function createBranchServer() {
  const requests: URL[] = [];
  const state = { failWith: undefined as number | undefined };
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    if (url.pathname === '/api/fi/1') {
      return Response.json({ id: '1', realm: 'fi', name: 'Harbor Credit Union' });
    }
    if (state.failWith) return Response.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: state.failWith });
    const query = v.parse(ListQuery, Object.fromEntries(url.searchParams));
    let rows = BRANCHES.filter((branch) => query.filter.every((filter) => matches(branch, filter)));
    if (query.sort) {
      const [field, direction] = query.sort.split(',') as [keyof Branch, 'asc' | 'desc'];
      rows = [...rows].sort(
        (a, b) => String(a[field]).localeCompare(String(b[field])) * (direction === 'asc' ? 1 : -1),
      );
    }
    if (query.format === 'csv') {
      const csv = ['id,name,city,opened', ...rows.map((r) => `${r.id},${r.name},${r.city},${r.opened}`)].join('\n');
      return new Response(csv, { headers: { 'content-type': 'text/csv' } });
    }
    const content = rows.slice(query.page * query.size, (query.page + 1) * query.size);
    return Response.json({
      content,
      page: query.page,
      size: query.size,
      totalElements: rows.length,
      totalPages: Math.ceil(rows.length / query.size),
    });
  };
  const navigate = (path: string) => {
    throw new Error(`The client navigated to ${path}`);
  };
  const client = createApiClient({ fetch, getSession: () => ({ realm: 'fi', jwt: 'token' }), navigate });
  const listRequests = () => requests.filter((url) => url.pathname === '/api/fi/1/branches');
  return { client, fetch, requests, listRequests, state };
}
