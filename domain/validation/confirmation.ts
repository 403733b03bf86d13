import * as v from 'valibot';

/**
 * Risky actions the console confirms by having the user type a word (002 §5). The seed names the actions but not
 * the words; each word is the action's key word in capitals.
 */
export const CONFIRMATION_WORDS = {
  confirm: 'CONFIRM',
  dataReset: 'RESET',
  blueprint: 'BLUEPRINT',
  previousCampaign: 'PREVIOUS',
  rateUpdate: 'UPDATE',
  acknowledge: 'ACKNOWLEDGE',
  nonLending: 'NON-LENDING',
  cloneProduct: 'CLONE',
  deleteTemplate: 'DELETE',
  importCampaignFile: 'IMPORT',
  fairLendingOverride: 'ACTIVATE',
} as const;
export type ConfirmationAction = keyof typeof CONFIRMATION_WORDS;

export const confirmationMessage = (word: string): string => `Type ${word} to confirm`;

/** The typed text must equal the action's word, ignoring surrounding spaces and case. */
export const confirmationSchema = (action: ConfirmationAction) => {
  const word = CONFIRMATION_WORDS[action];
  return v.pipe(
    v.string(confirmationMessage(word)),
    v.check((typed) => typed.trim().toUpperCase() === word, confirmationMessage(word)),
  );
};

/**
 * Deleting a product (decision 0642): a non-lending (deposit) product asks for the seed's "non-lending" word, so the
 * lender sees it is removing a checking account or CD, not a loan; any other product asks for "confirm".
 */
export const productDeleteConfirmation = (lending: boolean): ConfirmationAction => (lending ? 'confirm' : 'nonLending');
