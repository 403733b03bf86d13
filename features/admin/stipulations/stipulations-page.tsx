import { Badge, Code, Text } from '@chakra-ui/react';
import { linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import {
  type CatalogueStipulation,
  deleteCatalogueStipulation,
  listCatalogueStipulations,
  STIPULATION_FIELDS,
} from '../../../api/stipulation-catalogue.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { labelOf } from '../../../domain/format/labels.ts';
import { columnHeader } from '../../../kit/words.ts';
import { stipulationsStipulationsPageMessages as m } from '../messages/stipulations-stipulations-page.ts';

const column = createColumnHelper<CatalogueStipulation>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: ({ getValue }) => <Text fontWeight="600">{getValue()}</Text>,
  }),
  column.accessor('rule', {
    header: columnHeader(m.rule),
    meta: { hideBelow: 'md' },
    cell: ({ getValue }) => {
      const rule = getValue();
      return rule ? (
        <Code wordBreak="break-word">{rule}</Code>
      ) : (
        <Text color="fg.muted">
          <FormattedMessage {...m.productsThatListIt} />
        </Text>
      );
    },
  }),
  column.accessor('allowedDocuments', {
    header: columnHeader(m.allowedDocuments),
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: ({ row }) => (
      <Text textStyle="sm">
        <Text as="span" color="fg.muted">
          {row.original.categories.join(', ')}:{' '}
        </Text>
        {row.original.allowedDocuments.join(', ')}
      </Text>
    ),
  }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: ({ getValue }) => (
      <Badge colorPalette={getValue() === 'ACTIVE' ? 'green' : 'gray'}>{labelOf(getValue())}</Badge>
    ),
  }),
];

/** /admin/console/stipulations (002 §2): the catalogue the redeem journey asks consumers' documents from. */
export const StipulationsPage: ListPageComponent = listPage({
  title: m.stipulations,
  description: m.documentsConsumersAreAskedFor,
  add: { label: m.addStipulation, link: linkOptions({ to: '/admin/console/stipulations/new' }), area: 'stipulations' },
  label: m.stipulations,
  endpoint: listCatalogueStipulations,
  fields: STIPULATION_FIELDS,
  columns,
  csvFileName: 'stipulations',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noStipulationsYet,
  edit: {
    label: m.edit,
    nameOf: (stipulation) => stipulation.name,
    link: (stipulation) =>
      linkOptions({ to: '/admin/console/stipulations/$stipulationId/edit', params: { stipulationId: stipulation.id } }),
  },
  remove: {
    noun: m.stipulationNoun,
    description: m.onlyAStipulationNoProduct,
    call: ({ client }, stipulation) =>
      client.call(deleteCatalogueStipulation, { params: { stipulationId: stipulation.id } }),
    deletable: (stipulation) => !stipulation.inUse,
  },
});
