import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/tier-editor.tsx. */
export const productsTierEditorMessages = messagesOf('lender.productsTierEditor', {
  addTier: 'Add tier',
  tier: 'Tier {value}',
  removeTier: 'Remove tier {value}',
  removeTerm: 'Remove term {value}',
  tierTerm: 'Tier {value} term {value2}',
  addTermToTier: 'Add term to tier {value}',
});
