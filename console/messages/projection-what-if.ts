import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/projection-what-if.tsx. */
export const projectionWhatIfMessages = defineMessages({
  whatIfATierRule: { id: 'console.projectionWhatIf.whatIfATierRule', defaultMessage: 'What if a tier rule changed?' },
  editARuleInA: {
    id: 'console.projectionWhatIf.editARuleInA',
    defaultMessage: 'Edit a rule in a draft and project again. Nothing is saved.',
  },
  product: { id: 'console.projectionWhatIf.product', defaultMessage: 'Product' },
  tier: { id: 'console.projectionWhatIf.tier', defaultMessage: 'Tier' },
  draftRule: { id: 'console.projectionWhatIf.draftRule', defaultMessage: 'Draft rule' },
  projectTheDraft: { id: 'console.projectionWhatIf.projectTheDraft', defaultMessage: 'Project the draft' },
});
