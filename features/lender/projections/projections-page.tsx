import { Alert, Badge, Button, Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { listProjections, type Projection, runProjection } from '../../../api/projections.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { columnHeader } from '../../../kit/words.ts';
import { projectionUnfinished } from '../../../machines/projections/projection-job-lifecycle.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { projectionsProjectionsPageMessages as m } from '../messages/projections-projections-page.ts';

export const STATUS_PALETTE = { PENDING: 'orange', RUNNING: 'orange', COMPLETE: 'green', FAILED: 'red' } as const;

const column = createColumnHelper<Projection>();
const columns = [
  column.accessor('createdAt', {
    header: columnHeader(m.startedUtc),
    meta: { cellStyle: { whiteSpace: 'nowrap' } },
    cell: ({ row: { original } }) => (
      <ChakraLink asChild color="brand.fg" fontWeight="600">
        <Link to="/lender/console/projections/$projectionId" params={{ projectionId: original.id }}>
          {original.createdAt.slice(0, 16).replace('T', ' ')}
        </Link>
      </ChakraLink>
    ),
  }),
  column.accessor('projectionFor', { header: columnHeader(m.projectionFor) }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: ({ getValue }) => <Badge colorPalette={STATUS_PALETTE[getValue()]}>{labelOf(getValue())}</Badge>,
  }),
];

/** /lender/console/projections (002 §2): projection runs and "Run projection", unavailable in some phases (§4). */
export function ProjectionsPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const list = useQuery({
    ...endpointQuery(client, listProjections, { params: { fiId } }),
    refetchInterval: (query) =>
      query.state.data?.content.some((run) => projectionUnfinished(run.status)) ? 1000 : false,
  });
  const run = useConfigMutation({
    mutationFn: () => client.call(runProjection, { params: { fiId } }),
    toasts: {
      pending: m.startingTheProjection,
      success: m.projectionStarted,
      error: m.couldNotStartTheProjection,
    },
    invalidate: [endpointKey(listProjections, { fiId })],
    onSuccess: (projection) =>
      navigate({ to: '/lender/console/projections/$projectionId', params: { projectionId: projection.id } }),
  });
  // Starting a run is a campaigns writer's action (the server answers 403 otherwise): Read-only users only look.
  const action = !can(session, 'campaigns') ? null : (
    <Button
      colorPalette="brand"
      size="sm"
      disabled={!list.data?.available}
      loading={run.isPending}
      onClick={() => run.mutate()}
    >
      {t(m.runProjection)}
    </Button>
  );
  return (
    <>
      <PageHeader title={t(m.projections)} description={t(m.howYourCurrentConfigurationWould)} actions={action} />
      <QueryGate query={list} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="24">
        {(data) => (
          <>
            {data.message ? (
              <Alert.Root status="info" mb="4">
                <Alert.Indicator />
                <Alert.Title>{data.message}</Alert.Title>
              </Alert.Root>
            ) : null}
            <DataTable
              label={m.projections}
              columns={columns}
              rows={data.content}
              rowKey={(projection) => projection.id}
              emptyMessage={t(m.noProjectionsYet)}
            />
          </>
        )}
      </QueryGate>
    </>
  );
}
