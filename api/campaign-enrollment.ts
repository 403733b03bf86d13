import type { EndpointAudit, Schema, TenantScope } from './endpoint.ts';
import type { EndpointGroup } from './endpoint-group.ts';

/**
 * A campaign's enrollment calls (002 §4), the same pair for a lender, an embedder, and an admin enrolling a lender:
 * `enroll` and `unenroll` at `{group}/enrollment`, each audited, both answering the enrolled party's row. The admin's
 * enroll is a PUT, the lender's and the embedder's a POST.
 */
export function enrollmentEndpoints<S extends TenantScope, P extends Schema | undefined, Row extends Schema>(
  group: EndpointGroup<S, P>,
  row: Row,
  audit: { readonly enrolled: EndpointAudit; readonly unenrolled: EndpointAudit },
  enrollMethod: 'POST' | 'PUT' = 'POST',
) {
  const shared = { path: '/enrollment', response: row } as const;
  return {
    enroll: (summary: string) =>
      group<P, undefined, undefined, Row>({ ...shared, method: enrollMethod, summary, audit: audit.enrolled }),
    unenroll: (summary: string) =>
      group<P, undefined, undefined, Row>({ ...shared, method: 'DELETE', summary, audit: audit.unenrolled }),
  };
}
