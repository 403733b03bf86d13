import type { CsvTemplateType } from '../domain/catalog/csv-templates.ts';
import { LENDER_CALL_MESSAGES, type LenderCallInput, requireLenderInput } from '../domain/validation/lender.ts';
import type { LookupValueInput } from '../domain/validation/lookup-list.ts';
import type { ApiClient } from './client.ts';
import { downloadTemplate as downloadTemplateEndpoint } from './csv-templates.ts';
import type { Endpoint, InferIn, InferOut } from './endpoint.ts';
import type { LookupList } from './lookup-list.ts';

/** A lender's number, as the session and /fi/{fiId} paths carry it; may be absent while the session loads. */
export type FiIdInput = number | string | null | undefined;

/** The seed's input whose message this is, when it is one of the 8 of 000 §5. */
const seedInputFor = (message: string): LenderCallInput | undefined =>
  (Object.keys(LENDER_CALL_MESSAGES) as LenderCallInput[]).find((key) => LENDER_CALL_MESSAGES[key] === message);

/**
 * The file of an upload, checked before the call: the endpoint's `missingFile` message (the seed's through
 * requireLenderInput where it is one of its 8). An empty file counts as missing, as on the server.
 */
function requireFile(endpoint: Endpoint, file: Blob | null | undefined): Blob {
  const message = endpoint.missingFile ?? `${endpoint.multipart?.[0] ?? 'file'} is missing`;
  const present = file && file.size > 0 ? file : undefined;
  const input = seedInputFor(message);
  if (input) return requireLenderInput(input, present);
  if (!present) throw new Error(message);
  return present;
}

/** An endpoint of /fi/{fiId} whose only path parameter is the lender. */
type FiEndpoint = Endpoint & { multipart?: readonly string[] };

/** A template download: the CSV text and the file name the server gives it. */
export interface DownloadedTemplate {
  readonly fileName: string;
  readonly text: string;
}

const fileNameOf = (headers: Headers, fallback: string): string =>
  headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

/**
 * The lender (General Setup) calls with the checks 000 §5 makes before them: a missing fiId, file, body or
 * template type is refused locally with the seed's message (an Error), and nothing is sent.
 */
export function lenderCalls(client: ApiClient) {
  const fiIdOf = (fiId: FiIdInput) => requireLenderInput('fiId', fiId);

  /** Any multipart upload of /fi/{fiId}/…: logo, branches, membership, product eligibility, lookup lists. */
  async function uploadFile<E extends FiEndpoint>(
    endpoint: E,
    input: { fiId: FiIdInput; file: Blob | null | undefined },
  ): Promise<InferOut<E['response']>> {
    const fiId = fiIdOf(input.fiId);
    const file = requireFile(endpoint, input.file);
    const field = endpoint.multipart?.[0];
    if (!field) throw new Error(`${endpoint.method} ${endpoint.path} takes no file`);
    return (await client.call(endpoint, {
      params: { fiId } as InferIn<E['params']>,
      files: { [field]: file },
    })) as InferOut<E['response']>;
  }

  /** A JSON body the call cannot go without (e.g. membership data): `missing` names the seed's message. */
  async function sendData<E extends FiEndpoint>(
    endpoint: E,
    input: { fiId: FiIdInput; body: InferIn<E['body']> | null | undefined; missing: LenderCallInput },
  ): Promise<InferOut<E['response']>> {
    const fiId = fiIdOf(input.fiId);
    const body = requireLenderInput(input.missing, input.body);
    return (await client.call(endpoint, {
      params: { fiId } as InferIn<E['params']>,
      body,
    })) as InferOut<E['response']>;
  }

  return {
    uploadFile,
    sendData,
    /** Replace a lookup list from a CSV (the list's own form field and missing-file message). */
    uploadLookupList: (list: LookupList, fiId: FiIdInput, file: Blob | null | undefined) =>
      uploadFile(list.endpoints.upload, { fiId, file }),
    /** Save a lookup list as edited on screen. */
    saveLookupList: async (list: LookupList, fiId: FiIdInput, values: readonly LookupValueInput[]) =>
      await client.call(list.endpoints.save, { params: { fiId: fiIdOf(fiId) }, body: { values: [...values] } }),
    /** The CSV template of an upload, with the server's file name. */
    downloadTemplate: async (
      fiId: FiIdInput,
      templateType: CsvTemplateType | null | undefined | '',
    ): Promise<DownloadedTemplate> => {
      const id = fiIdOf(fiId);
      const type = requireLenderInput('csvTemplateType', templateType);
      const answer = await client.call(downloadTemplateEndpoint, {
        params: { fiId: id },
        query: { templateType: type },
        full: true,
      });
      return { fileName: fileNameOf(answer.headers, `${type}.csv`), text: String(answer.data) };
    },
  };
}
export type LenderCalls = ReturnType<typeof lenderCalls>;
