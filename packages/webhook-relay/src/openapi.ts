/**
 * The OpenAPI 3.1 document of the relay's own API, served at `/openapi.json`, generated from the
 * route table (`api/table.ts`): each route's path, operation, parameters, body and answers come
 * from the same zod schemas the server validates requests with.
 */
import type { z } from 'zod';
import { route, type AnyRoute, type ResponseSpec } from './api/route-spec';
import { ROUTES } from './api/table';
import { componentSchemas, parameterSchema, refTo } from './openapi-schemas';
import { sendJson } from './routes/http';

let document: ReturnType<typeof build> | undefined;

/** `GET /openapi.json`. */
const openApiRoute = route({
  method: 'GET',
  path: '/openapi.json',
  operationId: 'openApiDocument',
  tag: 'Operations',
  summary: 'This document',
  auth: 'public',
  responses: { 200: { description: 'The OpenAPI 3.1 document', contentType: 'application/json' } },
  handle: (_c, { res }) => sendJson(res, 200, openApiDocument()),
});

/** Every route the server answers, in matching order: the table and this document's own. */
export const SERVED_ROUTES: readonly AnyRoute[] = [...ROUTES, openApiRoute];

/** The document (built once); every path the server routes is described. */
export function openApiDocument() {
  return (document ??= build());
}

const SECURITY = { public: [], tenant: undefined, own: undefined, admin: [{ admin: [] }] };

function build() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of SERVED_ROUTES) (paths[r.path] ??= {})[r.method.toLowerCase()] = operation(r);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Generation Service webhook relay',
      version: '0.1.0',
      description:
        "Receives the service's webhooks once and fans them out to subscribers, signed with Standard Webhooks; keeps each tenant's dedupe keys (idempotency ledger).",
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The relay API token its operator configured, or (hosted relay) the service API key the tenant joined with',
        },
        admin: { type: 'http', scheme: 'bearer', description: 'RELAY_ADMIN_TOKEN' },
      },
      schemas: componentSchemas(),
    },
    security: [{ bearer: [] }],
    paths,
  };
}

function operation(route: AnyRoute) {
  const security = SECURITY[route.auth];
  const parameters = [
    ...parametersOf(route.params as z.ZodObject | undefined, 'path'),
    ...parametersOf(route.query as z.ZodObject | undefined, 'query'),
  ];
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(security ? { security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: refTo(route.body.schema as z.ZodType) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(route.responses as Record<number, ResponseSpec>).map(([status, r]) => [
        status,
        response(r),
      ]),
    ),
  };
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...json } = parameterSchema(field as z.ZodType);
    const required = where === 'path' || !(field as z.ZodType).safeParse(undefined).success;
    return { name, in: where, required, ...(description ? { description } : {}), schema: json };
  });
}

function response({ description, body, contentType, headers }: ResponseSpec) {
  const schema = body ? refTo(body) : { type: 'string' };
  const type = contentType ?? (body ? 'application/json' : undefined);
  return {
    description,
    ...(headers ? { headers } : {}),
    ...(type ? { content: { [type]: { schema } } } : {}),
  };
}
