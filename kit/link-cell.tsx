import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { linkProps, type RouteLink } from './route-link.ts';

/**
 * A table cell that is a link to the row's own page (a product's wizard, an embedder's view): the cell's value as
 * the link text. `strong` for the list's first column, where the name is what a reader scans for.
 */
export function linkCell<Row>(linkOf: (row: Row) => RouteLink, options: { readonly strong?: boolean } = {}) {
  return (context: CellContext<Row, unknown>): ReactNode => (
    <ChakraLink asChild {...(options.strong ? { color: 'brand.fg', fontWeight: '600' } : {})}>
      <Link {...linkProps(linkOf(context.row.original))}>{String(context.getValue())}</Link>
    </ChakraLink>
  );
}
