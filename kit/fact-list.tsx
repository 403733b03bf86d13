import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One read-only fact of a record: its label and its value as shown. */
export type Fact = readonly [label: string, value: ReactNode];

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
      {facts.map(([label, value]) => (
        <DataList.Item key={label} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <DataList.ItemLabel minW={{ base: 'full', sm: '52' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
