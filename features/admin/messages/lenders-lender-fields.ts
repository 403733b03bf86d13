import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-fields.ts. */
export const lendersLenderFieldsMessages = messagesOf('admin.lendersLenderFields', {
  ncuaCreditUnion: 'NCUA (credit union)',
  asiCreditUnion: 'ASI (credit union)',
  fdicBank: 'FDIC (bank)',
  noCoverageNonBankLender: 'No coverage (non-bank lender)',
  name: 'Name',
  lenderId: 'Lender ID',
  institutionType: 'Institution type',
  insuranceCoverage: 'Insurance coverage',
  creditBureau: 'Credit bureau',
  ein: 'EIN',
  website: 'Website',
  phone: 'Phone',
  description: 'Description',
  profileDescription: 'Profile description',
  yearEstablished: 'Year established',
  primaryColor: 'Primary color',
  documentImageEMailList: 'Document-image e-mail list',
  loanLeadEMailList: 'Loan-lead e-mail list',
  paymentCustomerId: 'Payment customer ID',
  pricingModel: 'Pricing model',
  autoEnroll: 'Auto-enroll',
  acceptsMlaBorrowers: 'Accepts MLA borrowers',
  nationalPresence: 'National presence',
  localPriority: 'Local priority',
});
