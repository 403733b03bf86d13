import { Badge, Box, Button, Card, Code, Container, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { createBrowserInspector } from '@statelyai/inspect';
import { useMemo } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { createAppActor } from '../../machines/app-actor.ts';
import { type CatalogEntry, describeMachine, machineCatalog } from '../../machines/catalog.ts';
import { registerConsoleRecipes } from '../../ui/late-recipes.ts';
import { Logo } from '../../ui/logo.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { statePaths } from './chart-outline.ts';

// Loaded on first visit, before it renders: the recipes of the console components it shows (code).
registerConsoleRecipes();

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

/** /charts: every statechart of the app, for product owners; grows as machines join the catalogue. */
export function ChartsPage() {
  const entries = useMemo(
    () =>
      machineCatalog.map((entry) => {
        const description = describeMachine(entry.machine);
        return { entry, outline: { states: statePaths(description), events: description.events } };
      }),
    [],
  );
  return (
    <Box as="main" minH="100dvh" bg="bg.canvas">
      <HStack px={{ base: '4', md: '8' }} py="3" bg="bg" borderBottomWidth="1px">
        <Logo size="sm" />
      </HStack>
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <PageHeader
          title="Statecharts"
          description="Every state machine that drives Offerwell, with its states and events. Open one to explore it live."
        />
        <Stack gap="4">
          {entries.map(({ entry, outline }) => (
            <Card.Root key={entry.id} as="section" aria-labelledby={`chart-${entry.id}`}>
              <Card.Header>
                <HStack justify="space-between" flexWrap="wrap" gap="3">
                  <Stack gap="1">
                    <Heading as="h2" size="lg" id={`chart-${entry.id}`}>
                      {entry.id}
                    </Heading>
                    <Code size="sm" variant="surface" w="fit-content">
                      {entry.file}
                    </Code>
                  </Stack>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    variant="outline"
                    onClick={() => openInInspector(entry)}
                    aria-label={`Open ${entry.id} in the inspector`}
                  >
                    <LuExternalLink /> Open in inspector
                  </Button>
                </HStack>
              </Card.Header>
              <Card.Body gap="4">
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="600">
                    States ({outline.states.length})
                  </Text>
                  <Wrap gap="2">
                    {outline.states.map((state) => (
                      <Badge key={state} variant="subtle" colorPalette="brand">
                        {state}
                      </Badge>
                    ))}
                  </Wrap>
                </Stack>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="600">
                    Events ({outline.events.length})
                  </Text>
                  <Wrap gap="2">
                    {outline.events.map((event) => (
                      <Badge key={event} variant="outline">
                        {event}
                      </Badge>
                    ))}
                  </Wrap>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
