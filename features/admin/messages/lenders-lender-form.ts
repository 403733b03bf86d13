import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-form.tsx: a prospect's form says "prospect" where a lender's says "lender". */
export const lendersLenderFormMessages = messagesOf('admin.lendersLenderForm', {
  saving: 'Saving the {status, select, PROSPECT {prospect} other {lender}}…',
  saved: '{status, select, PROSPECT {Prospect} other {Lender}} saved',
  notSaved: 'Could not save the {status, select, PROSPECT {prospect} other {lender}}',
  save: 'Save {status, select, PROSPECT {prospect} other {lender}}',
  add: 'Add {status, select, PROSPECT {prospect} other {lender}}',
});
