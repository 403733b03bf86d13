import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { getDocumentStatus } from '../../../api/documentverify.ts';
import { answerKba, sendPasscode, startIdentitySession, verifyPasscode } from '../../../api/idverify.ts';
import { deleteStipulation, uploadStipulation } from '../../../api/stipulations.ts';
import { documentPollingMachine } from '../../../machines/document-polling/document-polling-machine.ts';
import { passcodeMachine } from '../../../machines/passcode/passcode-machine.ts';
import { stipulationUploadMachine } from '../../../machines/stipulation/stipulation-upload-machine.ts';

/** The journey's own screens show its failures, so a 5xx is not sent to the generic server-error page. */
export const OWN_ERRORS = { suppressServerErrorRedirect: true } as const;

/** The passcode (or knowledge questions) child of the identity step, with the idverify calls of 001 §7. */
export function providePasscode(client: ApiClient) {
  return passcodeMachine.provide({
    actors: {
      startIdentitySession: fromPromise(async ({ input }) => {
        const session = await client.call(startIdentitySession, { body: { method: input.method }, ...OWN_ERRORS });
        return { sessionId: session.sessionId, ...(session.questions ? { questions: session.questions } : {}) };
      }),
      sendPasscode: fromPromise(({ input }) =>
        client.call(sendPasscode, { params: { id: input.sessionId }, ...OWN_ERRORS }),
      ),
      resendPasscode: fromPromise(({ input }) =>
        client.call(sendPasscode, { params: { id: input.sessionId }, ...OWN_ERRORS }),
      ),
      verifyPasscode: fromPromise(({ input }) =>
        client.call(verifyPasscode, {
          params: { id: input.sessionId },
          body: { passcode: input.code },
          ...OWN_ERRORS,
        }),
      ),
      verifyKba: fromPromise(({ input }) =>
        client.call(answerKba, { params: { id: input.sessionId }, body: { answers: input.answers }, ...OWN_ERRORS }),
      ),
    },
  });
}

/** The licence scan's polling child. */
export function provideDocumentPolling(client: ApiClient) {
  return documentPollingMachine.provide({
    actors: {
      fetchDocumentStatus: fromPromise(
        async ({ input }) =>
          (await client.call(getDocumentStatus, { params: { id: input.sessionId }, ...OWN_ERRORS })).status,
      ),
    },
  });
}

/** The stipulations step's upload child. */
export function provideStipulationUpload(client: ApiClient) {
  return stipulationUploadMachine.provide({
    actors: {
      uploadStipulation: fromPromise(({ input }) =>
        client.call(uploadStipulation, {
          params: { id: input.offerId, stipulationId: input.stipulationId },
          // The stips screen sends the browser's File; the machine types only the facts it checks.
          files: { stipDocument: input.file as unknown as Blob },
          ...OWN_ERRORS,
        }),
      ),
      deleteStipulation: fromPromise(({ input }) =>
        client.call(deleteStipulation, {
          params: { id: input.offerId, stipulationId: input.stipulationId },
          ...OWN_ERRORS,
        }),
      ),
    },
  });
}
