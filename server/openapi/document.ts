import { toJsonSchema } from '@valibot/to-json-schema';
import { ApiErrorBody, type Schema } from '../../api/endpoint.ts';
import { CSV_TYPE, XLSX_TYPE } from '../http/attachment.ts';
import type { RegisteredEndpoint } from './registry.ts';

type JsonObject = Record<string, unknown>;

/** valibot → JSON Schema; transforms and pipes without a JSON Schema equivalent are dropped, not fatal. */
function jsonSchema(schema: Schema): JsonObject {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonObject;
  return rest;
}

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

function parameters(schema: Schema | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

type Endpoint = RegisteredEndpoint['endpoint'];

const FILE_SCHEMA = { type: 'string', format: 'binary' };
/** The media type each `format=` download value answers in. */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = { csv: CSV_TYPE, xlsx: XLSX_TYPE };

/** The values a JSON Schema property allows, read from `enum`, `const` and their `anyOf` alternatives. */
function allowedValues(property: JsonObject | undefined): unknown[] {
  if (!property) return [];
  const own = [...((property.enum as unknown[] | undefined) ?? []), ...('const' in property ? [property.const] : [])];
  const alternatives = ((property.anyOf as JsonObject[] | undefined) ?? []).flatMap(allowedValues);
  return [...own, ...alternatives];
}

/** The download media types a `format=csv|xlsx` query parameter makes the operation answer besides JSON. */
function downloadContent(endpoint: Endpoint): JsonObject {
  if (!endpoint.query) return {};
  const properties = (jsonSchema(endpoint.query).properties ?? {}) as Record<string, JsonObject>;
  const types = allowedValues(properties.format).flatMap((value) => DOWNLOAD_TYPES[String(value)] ?? []);
  return Object.fromEntries(types.map((type) => [type, { schema: FILE_SCHEMA }]));
}

/**
 * The success answer: no content, a file's bytes (the lender logo), or the response schema's JSON, plus the CSV and
 * XLSX a `format=` query parameter asks for (issue 29: the document listed JSON only for 25 download operations).
 */
function successResponse(endpoint: Endpoint, status: string): JsonObject {
  if (status === '204') return { description: 'No content' };
  if (endpoint.produces) {
    return {
      description: 'Success',
      content: { [endpoint.produces]: { schema: FILE_SCHEMA } },
    };
  }
  const json: JsonObject = { schema: jsonSchema(endpoint.response) };
  const example = endpoint.examples?.response;
  if (example !== undefined) json.example = example;
  return { description: 'Success', content: { 'application/json': json, ...downloadContent(endpoint) } };
}

/** The refusals the endpoint's access can answer: none in public, the API key's for the partner API, else 401/403. */
function accessResponses(endpoint: Endpoint): JsonObject {
  if (endpoint.access === 'public') return {};
  if (endpoint.access === 'apiKey') {
    return {
      '401': errorResponse('Missing, unknown, disabled or revoked API key'),
      '404': errorResponse('Not one of your consumers’ offers'),
      '429': {
        ...errorResponse('Rate limit of the API key used up (RATE_LIMITED)'),
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
      },
    };
  }
  return { '401': errorResponse('Missing or invalid token'), '403': errorResponse('Not allowed') };
}

function requestBody(endpoint: Endpoint): JsonObject | undefined {
  if (endpoint.body) {
    const example = endpoint.examples?.request;
    return {
      required: true,
      content: {
        'application/json': { schema: jsonSchema(endpoint.body), ...(example === undefined ? {} : { example }) },
      },
    };
  }
  if (!endpoint.multipart) return undefined;
  const properties = Object.fromEntries(
    endpoint.multipart.map((field) => [field, { type: 'string', format: 'binary' }]),
  );
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
}

function operationOf(id: string, endpoint: Endpoint): JsonObject {
  const status = String(endpoint.status ?? 200);
  const operation: JsonObject = {
    operationId: id,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    responses: {
      [status]: successResponse(endpoint, status),
      '400': errorResponse('Invalid input (VALIDATION_FAILED with issues)'),
      ...accessResponses(endpoint),
      default: errorResponse('Error: { code, message, issues? }'),
    },
    'x-access': endpoint.access,
  };
  if (endpoint.access === 'apiKey') operation.security = [{ apiKeyBearer: [] }, { apiKeyHeader: [] }];
  else if (endpoint.access !== 'public') operation.security = [{ bearer: [] }];
  const body = requestBody(endpoint);
  if (body) operation.requestBody = body;
  return operation;
}

/** One path and method taking JSON or a multipart upload (POST /fi/{fiId}/branches): one operation, two bodies. */
function mergeTwin(twin: JsonObject, operation: JsonObject, id: string, summary: string): void {
  const bodies = { ...(twin.requestBody as { content?: JsonObject } | undefined)?.content };
  Object.assign(bodies, (operation.requestBody as { content: JsonObject }).content);
  twin.requestBody = { required: true, content: bodies };
  twin.summary = `${twin.summary as string}; or ${summary}`;
  twin['x-operations'] = [...((twin['x-operations'] as string[] | undefined) ?? []), id];
}

/** Fresh per document: a caller may amend the document it gets. */
const securitySchemes = () => ({
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  // The partner API (/api/partner/v1): an embedder's API key, as a bearer token or in X-Api-Key.
  apiKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'API key',
    description: 'Authorization: Bearer <key>',
  },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
});

/** OpenAPI 3.1 for every endpoint of the api/ registry, built from the same valibot schemas the server validates with. */
export function buildOpenApiDocument(endpoints: readonly RegisteredEndpoint[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { id, endpoint } of endpoints) {
    const operation = operationOf(id, endpoint);
    const key = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const twin = paths[key]?.[method];
    if (twin && operation.requestBody) mergeTwin(twin, operation, id, endpoint.summary);
    else paths[key] = { ...paths[key], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Offerwell API',
      version: '0.1.0',
      description:
        'Every non-2xx answer has the body { code, message, issues? }. Console and consumer calls send a bearer JWT of their realm; the partner API (/api/partner/v1) an embedder API key.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { securitySchemes: securitySchemes(), schemas: { ApiError: jsonSchema(ApiErrorBody) } },
  };
}
