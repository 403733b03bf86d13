import { eq } from 'drizzle-orm';
import { seal } from '../auth/secret-box.ts';
import type { Executor } from './pool.ts';
import { fiConsoleSettings, fiIntegrations, financialInstitutions, fiTestIdentities } from './schema/index.ts';

/**
 * Demo General Setup for summit-cu (fiId 1): two integrations, three test identities (one per sandbox answer worth
 * trying: verified, unverifiable, SSN/date-of-birth mismatch) and console settings. Harbor Bank has national
 * presence, so its console shows the local-priority switch locked (002 §6).
 */
export async function seedLenderIntegrations(
  tx: Executor,
  options: { encryptionKey: Buffer; summitId: string; harborId: string },
): Promise<void> {
  const sealed = (text: string) => seal(options.encryptionKey, text);
  const fiId = options.summitId;
  await tx.insert(fiIntegrations).values([
    {
      fiId,
      type: 'CUNEXUS',
      productCategory: 'AUTO',
      accessTokenSealed: sealed('cnx-demo-7f3a9c2e41d8'),
      endpointUrl: 'https://sandbox.cunexus.example/api/v2/leads',
      config: '{"branchRouting":"nearest","pushOnRedeem":true}',
      funding: true,
      failureNotificationEmails: 'lending-ops@summit-cu.example,it-alerts@summit-cu.example',
      status: 'ACTIVE',
    },
    {
      fiId,
      type: 'MKIII',
      productCategory: 'PERSONAL LOANS',
      accessTokenSealed: sealed('mk3-demo-55b0e1d94420'),
      endpointUrl: 'https://los.mkiii.example/inbound',
      config: null,
      funding: false,
      failureNotificationEmails: 'lending-ops@summit-cu.example',
      status: 'PENDING',
    },
  ]);
  const identity = (
    firstName: string,
    lastName: string,
    dateOfBirth: string,
    ssn: string,
    address: string,
    city: string,
    zipcode: string,
  ) => ({
    fiId,
    firstName,
    lastName,
    dateOfBirth,
    ssnSealed: sealed(ssn),
    ssnLast4: ssn.slice(-4),
    address,
    city,
    state: 'CO',
    zipcode,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@test.summit-cu.example`,
    phone: '303-555-0142',
  });
  // The SSN's last four pick the sandbox vendor's answer (README "Identity verification").
  await tx
    .insert(fiTestIdentities)
    .values([
      identity('Tessa', 'Verified', '04-12-1985', '900121234', '1450 Larimer St', 'Denver', '80202'),
      identity('Uriah', 'Unverifiable', '09-30-1979', '900220001', '2300 Broadway', 'Boulder', '80304'),
      identity('Mina', 'Mismatch', '01-05-1992', '900330004', '12 Elm Ct', 'Golden', '80401'),
    ]);
  await tx.update(financialInstitutions).set({ localPriority: true }).where(eq(financialInstitutions.id, fiId));
  await tx.insert(fiConsoleSettings).values({
    fiId,
    settings: { defaultLoanLeadView: 'Unassigned', idleTimeoutMinutes: 20, timeZone: 'America/Denver' },
  });
  await tx
    .update(financialInstitutions)
    .set({ nationalPresence: true, localPriority: false })
    .where(eq(financialInstitutions.id, options.harborId));
}
