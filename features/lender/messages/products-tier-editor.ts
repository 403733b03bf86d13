import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/tier-editor.tsx. */
export const productsTierEditorMessages = defineMessages({
  addTier: { id: 'lender.productsTierEditor.addTier', defaultMessage: 'Add tier' },
  tier: { id: 'lender.productsTierEditor.tier', defaultMessage: 'Tier {value}' },
  removeTier: { id: 'lender.productsTierEditor.removeTier', defaultMessage: 'Remove tier {value}' },
  removeTerm: { id: 'lender.productsTierEditor.removeTerm', defaultMessage: 'Remove term {value}' },
  tierTerm: { id: 'lender.productsTierEditor.tierTerm', defaultMessage: 'Tier {value} term {value2}' },
  addTermToTier: { id: 'lender.productsTierEditor.addTermToTier', defaultMessage: 'Add term to tier {value}' },
});
