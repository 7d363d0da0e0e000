import { z } from 'zod';
import { allEndpoints } from './endpoints/index.js';
import { ERRORS } from './errors.js';
import { implicitErrors } from './implicit-errors.js';
import { API_KEY_HEADER, API_SECRET_HEADER, errorReplySchema } from './http.js';
import { API_VERSION } from './limits.js';
import { specDifferencesMarkdown } from './spec-differences.js';
import { describeRateLimit } from './rate-limits.js';
import { openApiPath, pathParamNames, pathsOf, type Endpoint } from './endpoint.js';
import { withSocketEvents } from './openapi-socket.js';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

/** The parameters of one of the endpoint's paths: an alias leaves out the path parameters it does not name. */
function parametersOf(endpoint: Endpoint, path: string): JsonObject[] {
  const inPath = new Set(pathParamNames(path));
  const out: JsonObject[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, prop] of Object.entries(props)) {
      if (where === 'path' && !inPath.has(name)) continue;
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  }
  return out;
}

function operationOf(endpoint: Endpoint, path: string): JsonObject {
  const success = endpoint.replyContentType
    ? { [endpoint.replyContentType]: { schema: { type: 'string', format: 'binary' } } }
    : { 'application/json': { schema: schemaOf(endpoint.reply, 'output') } };
  const ok: JsonObject = { description: 'Success', content: success };
  if (endpoint.secretReply) {
    ok.description = 'Success. The reply carries credentials: it is sent uncompressed and must not be stored.';
    ok.headers = { 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } };
  }
  const responses: JsonObject = { 200: ok };
  for (const code of new Set([...(endpoint.errors ?? []), ...implicitErrors(endpoint)])) {
    const status = String(ERRORS[code].status);
    const existing = responses[status] as { description: string } | undefined;
    const description = existing ? `${existing.description}, ${code}` : code;
    responses[status] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
    };
  }
  const op: JsonObject = {
    summary:
      path === endpoint.path
        ? endpoint.summary
        : `${endpoint.summary} (the same call as ${openApiPath(endpoint.path)})`,
    tags: [endpoint.tag],
    parameters: parametersOf(endpoint, path),
    responses,
    security:
      endpoint.access === 'public'
        ? []
        : [{ cookieAuth: [] }, { bearerAuth: [] }, { apiKeyAuth: [], apiSecretAuth: [] }],
  };
  withRateLimits(op, endpoint);
  if (endpoint.body) {
    const mediaType = endpoint.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    op.requestBody = { content: { [mediaType]: { schema: schemaOf(endpoint.body, 'input') } } };
  }
  return op;
}

/**
 * A declared limit reads twice: as the `x-rate-limit` extension (what the server counts, for
 * tools) and in the description, beside the 429 answer's Retry-After header.
 */
function withRateLimits(op: JsonObject, endpoint: Endpoint): void {
  const limits = endpoint.rateLimits ?? [];
  if (limits.length === 0) return;
  op['x-rate-limit'] = limits.map(({ name, points, windowMs, key }) => ({ name, points, windowMs, key }));
  op.description = `Rate limits: ${limits.map(describeRateLimit).join('; ')}.`;
  const refusal = (op.responses as Record<string, JsonObject>)['429'];
  if (refusal) {
    refusal.headers = {
      'Retry-After': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
    };
  }
}

/** The OpenAPI 3.1 document of the whole API, generated from the endpoint and socket event declarations. */
export function buildOpenApiDocument(serverUrl: string): JsonObject {
  return withSocketEvents(httpDocument(serverUrl));
}

function httpDocument(serverUrl: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of allEndpoints()) {
    for (const own of pathsOf(endpoint)) {
      const path = openApiPath(own);
      paths[path] = { ...(paths[path] ?? {}), [endpoint.method.toLowerCase()]: operationOf(endpoint, own) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plaza API',
      version: API_VERSION,
      description: [
        'Every failed call answers `{ statusCode, message, error }`; `message` is an error code, or a list of messages for invalid input.',
        'Paths may be written with or without a trailing slash; a few calls also answer on the other path the specification writes (see each operation).',
        specDifferencesMarkdown(),
      ].join('\n\n'),
    },
    servers: [{ url: `${serverUrl}/${API_VERSION}` }],
    paths,
    components: {
      schemas: { ErrorReply: schemaOf(errorReplySchema, 'output') },
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'PLAZA_<ENV>_ACCESS_TOKEN' },
        bearerAuth: { type: 'http', scheme: 'bearer' },
        apiKeyAuth: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        apiSecretAuth: { type: 'apiKey', in: 'header', name: API_SECRET_HEADER },
      },
    },
  };
}
