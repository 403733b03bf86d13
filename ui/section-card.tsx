import { Card } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/**
 * A card that is a landmark of its page: a section named by its h2 title. `id` names the title where a page links
 * to it; otherwise one is made.
 */
export function SectionCard({ id, title, children }: { id?: string; title: ReactNode; children: ReactNode }) {
  const madeId = useId();
  const titleId = id ?? madeId;
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
