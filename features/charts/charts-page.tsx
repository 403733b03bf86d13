import { Box, Container, HStack, Stack } from '@chakra-ui/react';
import { createBrowserInspector } from '@statelyai/inspect';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createAppActor } from '../../machines/app-actor.ts';
import { type CatalogEntry, describeMachine, machineCatalog } from '../../machines/catalog.ts';
import { registerConsoleRecipes } from '../../ui/late-recipes.ts';
import { Logo } from '../../ui/logo.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { statePaths } from './chart-outline.ts';
import { MachineCard } from './machine-card.tsx';
import { chartsPageMessages as m } from './messages/charts-page.ts';

// Loaded on first visit, before it renders: the recipes of the console components it shows (code).
registerConsoleRecipes();

const route = getRouteApi('/charts');

/**
 * Opens a fresh actor of the machine wired to the Stately inspector window. Machines whose side effects are not
 * provided may stop on their first invocation; the chart still shows every state and event.
 */
function openInInspector(entry: CatalogEntry): void {
  const inspector = createBrowserInspector();
  // Input is machine-specific; an empty object lets the chart open, and the inspector shows the rest.
  const actor = createAppActor(entry.machine, { inspect: inspector.inspect, input: {} });
  actor.subscribe({ error: () => undefined });
  actor.start();
}

/**
 * /charts: every statechart of the app, for product owners. With `?machine=` (a console's "Show on chart") that
 * machine comes first with the entity's state highlighted and its events allowed now, each refusal with its reason.
 */
export function ChartsPage() {
  const { formatMessage: t } = useIntl();
  const search = route.useSearch();
  const entries = useMemo(
    () =>
      machineCatalog.map((entry) => {
        const description = describeMachine(entry.machine);
        return { entry, outline: { states: statePaths(description), events: description.events } };
      }),
    [],
  );
  const focused = entries.filter(({ entry }) => entry.id === search.machine);
  const ordered = [...focused, ...entries.filter(({ entry }) => entry.id !== search.machine)];
  return (
    <Box as="main" minH="100dvh" bg="bg.canvas">
      <HStack px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <Logo size="sm" />
      </HStack>
      <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
        <PageHeader title={t(m.statecharts)} description={t(m.everyStateMachineThatDrives)} />
        <Stack gap="4">
          {ordered.map(({ entry, outline }) => (
            <MachineCard
              key={entry.id}
              entry={entry}
              outline={outline}
              focus={entry.id === search.machine ? search : undefined}
              onOpen={() => openInInspector(entry)}
            />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
