import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card that is a landmark of its page: a section named by its h2 title. */
export function SectionCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
