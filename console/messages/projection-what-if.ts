import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/projection-what-if.tsx. */
export const projectionWhatIfMessages = messagesOf('console.projectionWhatIf', {
  whatIfATierRule: 'What if a tier rule changed?',
  editARuleInA: 'Edit a rule in a draft and project again. Nothing is saved.',
  product: 'Product',
  tier: 'Tier',
  draftRule: 'Draft rule',
  projectTheDraft: 'Project the draft',
  projectionWithTheDraftRule: 'Projection with the draft rule',
});
