import { Alert, Badge, Button, Link as ChakraLink, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { listProjections, runProjection } from '../../../api/projections.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

export const STATUS_PALETTE = { PENDING: 'orange', RUNNING: 'orange', COMPLETE: 'green', FAILED: 'red' } as const;

/** /lender/console/projections (002 §2): projection runs and "Run projection", unavailable in some phases (§4). */
export function ProjectionsPage({ client, fiId = 0 }: ConsolePageProps) {
  const navigate = useNavigate();
  const list = useQuery(endpointQuery(client, listProjections, { params: { fiId } }));
  const run = useConfigMutation({
    mutationFn: () => client.call(runProjection, { params: { fiId } }),
    toasts: {
      pending: 'Starting the projection…',
      success: 'Projection started',
      error: 'Could not start the projection',
    },
    invalidate: [endpointKey(listProjections, { fiId })],
    onSuccess: (projection) =>
      navigate({ to: '/lender/console/projections/$projectionId', params: { projectionId: projection.id } }),
  });
  const action = (
    <Button
      colorPalette="brand"
      size="sm"
      disabled={!list.data?.available}
      loading={run.isPending}
      onClick={() => run.mutate()}
    >
      Run projection
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Projections"
        description="How your current configuration would do on the last campaign’s consumers."
        actions={action}
      />
      {list.isPending ? <Skeleton height="24" /> : null}
      {list.isError ? (
        <LoadFailure message="There was an error getting the projections" onRetry={() => list.refetch()} />
      ) : null}
      {list.data?.message ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>{list.data.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {list.data?.content.length === 0 ? <Text>No projections yet.</Text> : null}
      {list.data?.content.length ? (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Started (UTC)</Table.ColumnHeader>
              <Table.ColumnHeader>Projection for</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.content.map((projection) => (
              <Table.Row key={projection.id}>
                <Table.Cell whiteSpace="nowrap">
                  <ChakraLink asChild color="brand.fg" fontWeight="600">
                    <Link to="/lender/console/projections/$projectionId" params={{ projectionId: projection.id }}>
                      {projection.createdAt.slice(0, 16).replace('T', ' ')}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>{projection.projectionFor}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[projection.status]}>{labelOf(projection.status)}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </>
  );
}
