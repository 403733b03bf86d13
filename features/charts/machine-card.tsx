import { Badge, Button, Card, Code, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ChartSearch } from '../../kit/chart-search.ts';
import type { CatalogEntry } from '../../machines/catalog.ts';
import { machineCardMessages as m } from './messages/machine-card.ts';

export interface MachineOutline {
  readonly states: readonly string[];
  readonly events: readonly string[];
}

/** Long state paths wrap on a phone instead of widening the page. */
const wrapping = { maxW: 'full', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** A state is current when it is one of the entity's state paths or an ancestor of one (a parallel region). */
const isCurrent = (state: string, current: readonly string[]) =>
  current.some((path) => path === state || path.startsWith(`${state}.`));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="600">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The entity's events now: what it can do, and what it cannot with the machine's reason. */
function FocusEvents({ events }: { events: NonNullable<ChartSearch['events']> }) {
  const { formatMessage: t } = useIntl();
  const allowed = events.filter((event) => event.allowed);
  const refused = events.filter((event) => !event.allowed);
  return (
    <>
      <Section title={t(m.allowedNow, { length: allowed.length })}>
        <Wrap gap="2">
          {allowed.length === 0 ? <Text fontSize="sm">{t(m.noneNothingCanMoveIt)}</Text> : null}
          {allowed.map((event) => (
            <Badge key={event.type} colorPalette="green" variant="solid">
              {event.type}
            </Badge>
          ))}
        </Wrap>
      </Section>
      {refused.length > 0 ? (
        <Section title={t(m.notAllowedNow, { length: refused.length })}>
          <List.Root gap="1" fontSize="sm" ps="4">
            {refused.map((event) => (
              <List.Item key={event.type} overflowWrap="anywhere">
                <Code size="sm">{event.type}</Code> {event.reason ?? t(m.notTakenInThisState)}
              </List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}
    </>
  );
}

/** One machine of /charts: its states (the entity's highlighted when one is shown) and events. */
export function MachineCard(props: {
  entry: CatalogEntry;
  outline: MachineOutline;
  focus?: ChartSearch | undefined;
  onOpen: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const { entry, outline, focus } = props;
  const current = focus?.state ?? [];
  return (
    <Card.Root as="section" aria-labelledby={`chart-${entry.id}`} borderColor={focus ? 'brand.solid' : undefined}>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="lg" id={`chart-${entry.id}`} overflowWrap="anywhere">
              {entry.id}
            </Heading>
            <Code size="sm" variant="surface" w="fit-content" maxW="full" overflowWrap="anywhere">
              {entry.file}
            </Code>
          </Stack>
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            onClick={props.onOpen}
            aria-label={t(m.openInTheInspector, { id: entry.id })}
          >
            <LuExternalLink /> {t(m.openInInspector)}
          </Button>
        </HStack>
        {focus?.entity ? (
          <Text mt="3" fontSize="sm" role="status">
            <strong>{focus.entity}</strong> {t(m.isIn, { value: current.join(' and ') || t(m.anUnknownState) })}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap="4">
        <Section title={t(m.states, { length: outline.states.length })}>
          <Wrap gap="2">
            {outline.states.map((state) =>
              isCurrent(state, current) ? (
                <Badge key={state} variant="solid" colorPalette="brand" aria-current="step" {...wrapping}>
                  {t(m.current, { state })}
                </Badge>
              ) : (
                <Badge key={state} variant="subtle" colorPalette="brand" {...wrapping}>
                  {state}
                </Badge>
              ),
            )}
          </Wrap>
        </Section>
        {focus?.events ? (
          <FocusEvents events={focus.events} />
        ) : (
          <Section title={t(m.events, { length: outline.events.length })}>
            <Wrap gap="2">
              {outline.events.map((event) => (
                <Badge key={event} variant="outline" {...wrapping}>
                  {event}
                </Badge>
              ))}
            </Wrap>
          </Section>
        )}
      </Card.Body>
    </Card.Root>
  );
}
