import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { type Words, wordsNode } from './words.ts';

/** One section of a list grouped by status: its heading, what it says when empty, and which items it holds. */
export interface StatusSection<Item> {
  /** The section's id within the page (`campaigns-{key}` names the heading the section is labelled by). */
  readonly key: string;
  readonly title: Words;
  readonly empty: Words;
  readonly holds: (item: Item) => boolean;
}

export interface StatusSectionsProps<Item> {
  readonly items: readonly Item[];
  readonly sections: readonly StatusSection<Item>[];
  /** Prefix of the headings' ids, unique in the page ("campaigns"). */
  readonly idPrefix: string;
  readonly itemKey: (item: Item) => string;
  /** One item's card; the section it is shown in comes along (its actions may differ by section). */
  readonly renderItem: (item: Item, section: StatusSection<Item>) => ReactNode;
}

/**
 * Items as cards in sections by status (a realm's campaigns: Current, Next, Completed): each section a landmark
 * named by its heading, its empty sentence when it holds nothing, its cards two abreast from `lg`.
 */
export function StatusSections<Item>({ items, sections, idPrefix, itemKey, renderItem }: StatusSectionsProps<Item>) {
  return sections.map((section) => {
    const list = items.filter(section.holds);
    const id = `${idPrefix}-${section.key}`;
    return (
      <Stack key={section.key} gap="3" as="section" aria-labelledby={id}>
        <Heading as="h2" size="lg" id={id}>
          {wordsNode(section.title)}
        </Heading>
        {list.length === 0 ? <Text color="fg.muted">{wordsNode(section.empty)}</Text> : null}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {list.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item, section)}</Fragment>
          ))}
        </SimpleGrid>
      </Stack>
    );
  });
}
