import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-editor.tsx; `{list}` is the list's title (lookup-list-pages.ts). */
export const lookupListsLookupListEditorMessages = messagesOf('lender.lookupListsLookupListEditor', {
  saving: 'Saving the {list}…',
  saved: '{list} saved',
  notSaved: 'Could not save the {list}',
  code: 'Code',
  label: 'Label',
  active: 'Active',
  codesAreUpperSnakeCase: 'Codes are upper snake case (FULL_TIME); consumers see the labels, in this order.',
  saveList: 'Save list',
});
