import type { Hono } from 'hono';
import {
  completeRegistration,
  linkAccount,
  lookUpRegistration,
  resendRegistrationPasscode,
  verifyRegistrationPasscode,
} from '../../api/registration.ts';
import { RECAPTCHA_FAILED_MESSAGE } from '../../domain/catalog/identity.ts';
import { REQUIRED_CONSENTS } from '../../domain/compliance/consents.ts';
import { consentOrigin } from '../consents/consent-origin.ts';
import { recordConsents } from '../consents/consent-records.ts';
import { findConsumerById } from '../db/queries/consumers.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { route } from '../http/register.ts';
import * as registration from '../identity/registration-service.ts';
import { sandboxHumanCheck } from '../providers/human-check.ts';
import { identityDeps } from './idverify.routes.ts';
import { consumerSession } from './session.service.ts';

export function registerRegistrationRoutes(app: Hono<AppEnv>): void {
  route(app, lookUpRegistration, async ({ body, c }) => {
    const humanCheck = c.get('deps').humanCheck ?? sandboxHumanCheck;
    if (!(await humanCheck.verify(body.recaptchaToken))) {
      throw new ApiError(403, 'RECAPTCHA_FAILED', RECAPTCHA_FAILED_MESSAGE);
    }
    // Every lookup counts (a found one mails a passcode), per looked-up person and per address: issue 17 item 5.
    const person = [body.lastName, body.dateOfBirth, body.zipcode, body.ssnLastFour].join(':');
    await countAttempt(c, 'furtherLookup', person);
    return registration.startRegistration(identityDeps(c), body);
  });
  route(app, resendRegistrationPasscode, async ({ params, c }) =>
    registration.resendRegistrationCode(identityDeps(c), params.id),
  );
  route(app, verifyRegistrationPasscode, async ({ params, body, c }) => {
    const consumerId = await registration.verifyRegistrationCode(identityDeps(c), params.id, body.passcode);
    const deps = c.get('deps');
    const consumer = await findConsumerById(deps.db, consumerId);
    if (!consumer) throw new Error('registered consumer vanished');
    return consumerSession(deps, consumer);
  });
  route(app, completeRegistration, async ({ body, c, scope }) => {
    // The required consents are given by the box this call needs; the contact consent only when it came along.
    const kinds = new Set([...REQUIRED_CONSENTS, ...(body.consents ?? []).map((given) => given.kind)]);
    await recordConsents(c.get('deps').db, scope, { kinds: [...kinds], origin: consentOrigin(c, 'further') });
    return {
      workflowState: await registration.addWorkflowFlags(c.get('deps'), scope, [
        'REGISTRATION_OTP_PASSED',
        'REGISTRATION_COMPLETED',
      ]),
    };
  });
  route(app, linkAccount, async ({ body, c, scope }) => registration.linkAccount(c.get('deps'), scope, body));
}
