import { Badge } from '@chakra-ui/react';
import type { CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { type Words, wordsNode } from './words.ts';

/** A status chip: its words and colour; `subtle` (the default) for a record's status, `outline` for a second fact. */
export interface StatusChip {
  readonly words: Words;
  readonly palette?: string | undefined;
  readonly variant?: 'subtle' | 'outline' | undefined;
}

/** One chip as a badge. */
export function Chip({ chip }: { chip: StatusChip }) {
  return (
    <Badge colorPalette={chip.palette} variant={chip.variant ?? 'subtle'}>
      {wordsNode(chip.words)}
    </Badge>
  );
}

/** A table cell that is the row's status chip: `cell: chipCell((row) => ({ words: m.active, palette: 'green' }))`. */
export function chipCell<Row>(chipOf: (row: Row) => StatusChip) {
  return (context: CellContext<Row, unknown>): ReactNode => <Chip chip={chipOf(context.row.original)} />;
}
