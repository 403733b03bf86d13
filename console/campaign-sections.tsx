import type { ReactNode } from 'react';
import { type GatedQuery, QueryGate } from '../kit/query-gate.tsx';
import { type StatusSection, StatusSections } from '../kit/status-sections.tsx';
import type { Words } from '../kit/words.ts';

export interface CampaignSectionsProps<C extends { readonly campaignId: string }> {
  /** The realm's campaign list (`{ campaigns }`, as both realms' campaign endpoints answer). */
  readonly query: GatedQuery<{ readonly campaigns: readonly C[] }>;
  readonly failure: Words;
  readonly sections: readonly StatusSection<C>[];
  readonly card: (campaign: C) => ReactNode;
}

/**
 * A realm's campaigns as cards in sections by display status (the lender's Campaign Management, the embedder's
 * campaigns), loaded through the query gate; the headings' ids are `campaigns-{section}`.
 */
export function CampaignSections<C extends { readonly campaignId: string }>(props: CampaignSectionsProps<C>) {
  return (
    <QueryGate query={props.query} failure={props.failure}>
      {(data) => (
        <StatusSections
          items={data.campaigns}
          sections={props.sections}
          idPrefix="campaigns"
          itemKey={(campaign) => campaign.campaignId}
          renderItem={props.card}
        />
      )}
    </QueryGate>
  );
}
