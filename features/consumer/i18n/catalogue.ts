import { certificateMessages } from '../../../domain/certificate/certificate-messages.ts';
import { errorScreenMessages } from '../../../ui/error-screen-messages.ts';
import type { Catalogue } from '../../../ui/intl/intl-root.tsx';
import { offerCardMessages } from '../../../ui/offer-card-messages.ts';
import { passcodeEntryMessages } from '../../../ui/passcode-entry-messages.ts';
import { applicationDetailMessages } from './messages/application-details.ts';
import { choiceMessages, purposeMessages, subcategoryMessages } from './messages/choice.ts';
import { consentRequestMessages, consentTextMessages, consentTitleMessages } from './messages/consent.ts';
import { errorActionMessages, errorTextMessages, errorTitleMessages } from './messages/errors.ts';
import { marketplaceStatusMessages, openerMessages, whyNoOfferMessages } from './messages/marketplace-status.ts';
import {
  journeyStepMessages,
  payFrequencyMessages,
  payStepMessages,
  statedStepMessages,
} from './messages/marketplace-steps.ts';
import { offerDetailsMessages } from './messages/offer-details.ts';
import {
  cardFilterMessages,
  categoryMessages,
  checkingFilterMessages,
  offersMessages,
  sortMessages,
} from './messages/offers.ts';
import { prescreenMessages } from './messages/prescreen.ts';
import {
  answerMessages,
  introMessages,
  redeemFrameMessages,
  stageDetailMessages,
  stageMessages,
} from './messages/redeem-intro.ts';
import { outcomeMessages, standaloneMessages } from './messages/redeem-outcome.ts';
import { identityMessages, scanMessages, stipsMessages } from './messages/redeem-verify.ts';
import { registrationMessages } from './messages/registration.ts';
import { requiredFieldMessages, seedTextMessages, unknownErrorMessages } from './messages/seed-texts.ts';
import { shellMessages } from './messages/shell.ts';
import { signInMessages } from './messages/sign-in.ts';

/**
 * Every message the consumer pages show, by group. A group added here must be translated: the Spanish catalogue is
 * typed by these ids (es.ts), so a missing or stray translation fails the typecheck, not a consumer's page.
 */
export const CONSUMER_MESSAGES = {
  shellMessages,
  signInMessages,
  choiceMessages,
  subcategoryMessages,
  purposeMessages,
  offersMessages,
  categoryMessages,
  sortMessages,
  cardFilterMessages,
  checkingFilterMessages,
  offerCardMessages,
  offerDetailsMessages,
  errorTitleMessages,
  errorTextMessages,
  errorActionMessages,
  redeemFrameMessages,
  stageMessages,
  stageDetailMessages,
  introMessages,
  answerMessages,
  identityMessages,
  scanMessages,
  stipsMessages,
  outcomeMessages,
  standaloneMessages,
  seedTextMessages,
  requiredFieldMessages,
  unknownErrorMessages,
  passcodeEntryMessages,
  errorScreenMessages,
  consentRequestMessages,
  consentTitleMessages,
  consentTextMessages,
  applicationDetailMessages,
  certificateMessages,
  registrationMessages,
  prescreenMessages,
  marketplaceStatusMessages,
  whyNoOfferMessages,
  openerMessages,
  journeyStepMessages,
  statedStepMessages,
  payFrequencyMessages,
  payStepMessages,
} as const;

type Groups = typeof CONSUMER_MESSAGES;
type IdsOf<Group> = Group[keyof Group] extends { readonly id: infer Id } ? Id : never;
export type ConsumerMessageId = { [G in keyof Groups]: IdsOf<Groups[G]> }[keyof Groups] & string;

/** A whole translation: every consumer message id, each an ICU message. */
export type ConsumerCatalogue = Readonly<Record<ConsumerMessageId, string>>;

const descriptors = Object.values(CONSUMER_MESSAGES).flatMap((group) =>
  Object.values(group as Record<string, { id: string; defaultMessage?: unknown }>),
);

/** The English catalogue: the seed's exact strings, which are the messages' defaults (decision 0630). */
export const ENGLISH: Catalogue = Object.fromEntries(
  descriptors.map((message) => [message.id, String(message.defaultMessage ?? message.id)]),
);

export const CONSUMER_MESSAGE_IDS: readonly string[] = descriptors.map((message) => message.id);
