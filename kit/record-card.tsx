import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RouteLink } from './route-link.ts';
import { LinkButton } from './row-actions.tsx';
import { Chip, type StatusChip } from './status-chip.tsx';
import { type Words, wordsNode } from './words.ts';

interface ActionBase {
  readonly key: string;
  readonly label: Words;
}

/**
 * One action of a card: a link (the brand outline button; `solid` for the card's next step, `plain` for a side
 * link), or a button that runs something here (`red` for one that undoes, e.g. leaving a campaign).
 */
export type CardAction =
  | (ActionBase & { readonly link: RouteLink; readonly variant?: 'solid' | 'outline' | 'plain' | undefined })
  | (ActionBase & { readonly onClick: () => void; readonly loading?: boolean | undefined; readonly palette?: 'red' });

export interface RecordCardProps {
  /** The record's name, the card's h3. */
  readonly title: string;
  readonly chips: readonly StatusChip[];
  /** Short facts under the title, muted ("Offers active: …"). */
  readonly facts?: readonly string[] | undefined;
  readonly actions?: readonly CardAction[] | undefined;
  /** Anything else, after the actions (a campaign's figures). */
  readonly children?: ReactNode;
}

function CardActionButton({ action }: { action: CardAction }) {
  if ('link' in action)
    return (
      <LinkButton link={action.link} variant={action.variant}>
        {wordsNode(action.label)}
      </LinkButton>
    );
  return (
    <Button size="sm" variant="outline" colorPalette={action.palette} loading={action.loading} onClick={action.onClick}>
      {wordsNode(action.label)}
    </Button>
  );
}

/** One record as a card (a campaign in a realm's campaign list): name and status chips over its facts and actions. */
export function RecordCard({ title, chips, facts, actions, children }: RecordCardProps) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Card.Title as="h3" fontSize="lg">
            {title}
          </Card.Title>
          <HStack gap="2">
            {chips.map((chip, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's few chips, in a fixed order.
              <Chip key={index} chip={chip} />
            ))}
          </HStack>
        </HStack>
        {facts?.length ? (
          <Stack gap="1" color="fg.muted" fontSize="sm">
            {facts.map((fact, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's few facts, in a fixed order.
              <Text key={index}>{fact}</Text>
            ))}
          </Stack>
        ) : null}
        {actions?.length ? (
          <HStack gap="2" flexWrap="wrap">
            {actions.map((action) => (
              <CardActionButton key={action.key} action={action} />
            ))}
          </HStack>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
