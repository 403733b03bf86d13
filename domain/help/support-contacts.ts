/**
 * How partners reach Offerwell's support team: one place for the client-support page, the help articles and the
 * chat's "could not find that" answer. The seed shows no contact details; these are ours
 * (docs/decisions/0325-support-contacts-client-support.md).
 */
export const SUPPORT_CONTACTS = {
  email: 'partner-support@offerwell.example',
  phone: '1-800-555-0142',
  hours: 'Monday to Friday, 8 am to 6 pm Eastern, except US federal holidays',
  /** How soon an e-mail is answered on a working day. */
  responseTime: 'one business day',
} as const;

/** The chat's answer when no help article matches the question well enough. */
export const NO_MATCH_ANSWER = `I could not find that in the help articles — contact support at ${SUPPORT_CONTACTS.email} or ${SUPPORT_CONTACTS.phone}, ${SUPPORT_CONTACTS.hours}.`;
