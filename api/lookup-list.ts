import * as v from 'valibot';
import type { CsvTemplateType } from '../domain/catalog/csv-templates.ts';
import { lookupListSchema } from '../domain/validation/lookup-list.ts';
import { FiParams, fiEndpoint } from './console-endpoint.ts';
import type { Endpoint } from './endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** One value of a lookup list as the console reads it; the code is its key. */
export const LookupValue = v.object({ code: v.string(), label: v.string(), active: v.boolean() });
export type LookupValue = v.InferOutput<typeof LookupValue>;

/** Every lookup list's filterable and sortable fields (the paged-list contract). */
export const LOOKUP_FIELDS = {
  code: listField('STRING', 'Code'),
  label: listField('STRING', 'Label'),
  active: listField('STRING_ENUM', 'Active', ['true', 'false']),
} as const satisfies ListFields;

/** What PUT answers: the list as saved, in its order. */
export const LookupListAnswer = v.object({ values: v.array(LookupValue) });
/** What a CSV upload answers: how many values came and went. */
export const LookupImportAnswer = v.object({ imported: v.number(), deleted: v.number() });

/** What a list declares; the factory derives the endpoints, the audit action and the CSV template from it. */
export interface LookupListDeclaration<K extends string = string> {
  /** fiLookupValues.kind, and the list's name in code (camel case). */
  readonly kind: K;
  /** 'Employment status': summaries, audit entity name, screen title. */
  readonly label: string;
  /** GET (paged list) and PUT (save the edited list). */
  readonly path: string;
  /** POST multipart CSV replacing the list; the list path unless stated. */
  readonly uploadPath?: string;
  readonly uploadField: string;
  /** The message when the upload has no file (the seed's where it gives one). */
  readonly missingFile: string;
  /** The CSV template of the upload (GET /fi/{fiId}/download?templateType=). */
  readonly template: CsvTemplateType;
  /** Audit action of every change; `<KIND_IN_CONSTANT_CASE>_UPDATED` unless stated. */
  readonly action?: string;
}

/** Lender endpoints (fiEndpoint): the scope's literal type lets the server hand their handlers a lender scope. */
type OfLender = { readonly scope: 'fi' };
type ListEndpoint = Endpoint<
  typeof FiParams,
  typeof ListQuery,
  undefined,
  ReturnType<typeof pageOf<typeof LookupValue>>
> &
  OfLender;
type SaveEndpoint = Endpoint<typeof FiParams, undefined, typeof lookupListSchema, typeof LookupListAnswer> & OfLender;
type UploadEndpoint = Endpoint<typeof FiParams, undefined, undefined, typeof LookupImportAnswer> & OfLender;

/** A declared list: its declaration, the derived audit action, and its three endpoints (found by the registry). */
export interface LookupList<K extends string = string> extends LookupListDeclaration<K> {
  readonly action: string;
  readonly uploadPath: string;
  readonly endpoints: { readonly list: ListEndpoint; readonly save: SaveEndpoint; readonly upload: UploadEndpoint };
}

/** employmentStatus → EMPLOYMENT_STATUS. */
export const constantCase = (name: string): string => name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toUpperCase();

/** Every lookup list's endpoints: the lender's General Setup, read and written with its rights. */
const lookupLists = endpointGroup(fiEndpoint, {
  tags: ['lender general setup'],
  area: 'generalSetup',
  params: FiParams,
});

/**
 * The resource factory of the simple lookup lists (ARCHITECTURE "Simple lookup lists … one resource factory"): one
 * declaration gives GET (paged, CSV export), PUT (the whole list as edited on screen) and POST (CSV replacing the
 * list), each scoped to the lender, permissioned and audited. The server implements every declared list with one
 * generic registration over fiLookupValues (server/routes/lookup-lists.routes.ts).
 */
export function lookupList<const K extends string>(declaration: LookupListDeclaration<K>): LookupList<K> {
  const action = declaration.action ?? `${constantCase(declaration.kind)}_UPDATED`;
  const uploadPath = declaration.uploadPath ?? declaration.path;
  const audit = { category: 'LENDER', entity: constantCase(declaration.kind), action } as const;
  const label = declaration.label;
  return {
    ...declaration,
    action,
    uploadPath,
    endpoints: {
      list: lookupLists({
        method: 'GET',
        path: declaration.path,
        summary: `${label}: the lender’s list (paged; format=csv exports)`,
        query: ListQuery,
        response: pageOf(LookupValue),
      }),
      save: lookupLists({
        method: 'PUT',
        path: declaration.path,
        summary: `${label}: save the whole list as edited (add, remove, rename, activate)`,
        audit,
        body: lookupListSchema,
        response: LookupListAnswer,
      }),
      upload: lookupLists({
        method: 'POST',
        path: uploadPath,
        summary: `${label}: replace the list from a CSV (multipart ${declaration.uploadField})`,
        audit,
        multipart: [declaration.uploadField],
        missingFile: declaration.missingFile,
        response: LookupImportAnswer,
      }),
    },
  };
}

/**
 * A list of /fi/{fiId}/options/{type} (000 §7 "Options: GET …/options/{type}; POST same path with form field doc"):
 * a lookup list whose path names its type. The set of types is closed: only declared types have routes.
 */
export const optionList = <const K extends string>(declaration: { type: K; label: string; action?: string }) =>
  lookupList({
    kind: declaration.type,
    label: declaration.label,
    path: `/fi/:fiId/options/${declaration.type}`,
    uploadField: 'doc',
    missingFile: `${declaration.label} file is missing`,
    template: 'options',
    ...(declaration.action ? { action: declaration.action } : {}),
  });
