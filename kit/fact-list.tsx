import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type Words, wordsNode } from './words.ts';

/** One read-only fact of a record: its label (words of the screen's catalogue) and its value as shown. */
export interface Fact {
  readonly label: Words;
  readonly value: ReactNode;
}

/**
 * A record's facts, label beside value (002 §3 detail pages: a lender, an embedder, a campaign, a site key), the
 * label above its value on a phone. `framed` gives it the console card's border and padding when it stands alone.
 */
export function FactList({ facts, framed = false }: { facts: readonly Fact[]; framed?: boolean }) {
  return (
    <DataList.Root
      orientation="horizontal"
      size="md"
      gap="3"
      {...(framed ? { bg: 'bg', borderWidth: '1px', borderRadius: 'lg', p: '5' } : {})}
    >
      {facts.map(({ label, value }, index) => (
        // The facts of a record are a fixed list in reading order: its position is a fact's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <DataList.Item key={index} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <DataList.ItemLabel minW={{ base: 'full', sm: '52' }}>{wordsNode(label)}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
