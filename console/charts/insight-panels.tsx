import { Card, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { DashboardPanel } from '../../api/offer-metrics.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';

const InsightChart = lazyComponent(() => import('./insight-chart.tsx'));

/** Dashboard panels: a chart (lazy, so recharts stays out of other bundles) with its summary text as a fallback. */
export function InsightPanels({ panels }: { panels: readonly DashboardPanel[] }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {panels.map((panel) => (
        <Card.Root key={panel.id} as="section" aria-labelledby={`panel-${panel.id}`}>
          <Card.Body gap="2">
            <Heading as="h2" size="sm" id={`panel-${panel.id}`}>
              {panel.title}
            </Heading>
            {panel.kind === 'bar' || panel.kind === 'pie' ? (
              <Suspense fallback={<Skeleton height="220px" />}>
                <InsightChart panel={panel} />
              </Suspense>
            ) : null}
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {panel.summary}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
