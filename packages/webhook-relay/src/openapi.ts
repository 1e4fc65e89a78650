/**
 * The OpenAPI 3.1 document of the relay's own API, served at `/openapi.json`: paths and answers
 * here, body schemas generated from the routes' zod schemas (openapi-schemas.ts).
 */
import { ledgerPaths } from './openapi-ledger';
import { limitedResponse, pagePaths } from './openapi-page';
import { componentSchemas, ref } from './openapi-schemas';
import { tenantPaths } from './openapi-tenants';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const list = (name: string) =>
  json({ type: 'object', properties: { data: { type: 'array', items: ref(name) } } });
const errors = {
  401: { description: 'Missing or invalid bearer token', ...json(ref('Error')) },
  ...limitedResponse,
};
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

let document: ReturnType<typeof build> | undefined;

/** The document (built once); every path the server routes is described. */
export function openApiDocument() {
  return (document ??= build());
}

function build() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Generation Service webhook relay',
      version: '0.1.0',
      description:
        "Receives the service's webhooks once and fans them out to subscribers, signed with Standard Webhooks; keeps each tenant's dedupe keys (idempotency ledger).",
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: componentSchemas(),
    },
    security: [{ bearer: [] }],
    paths: {
      '/v1/inbound/{tenant}': {
        post: {
          security: [],
          summary: 'Webhook from the service (magic-hour-event-signature / -timestamp)',
          parameters: [{ name: 'tenant', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            202: { description: 'Stored durably (or a duplicate)' },
            400: { description: 'Not an event' },
            401: { description: 'Bad or stale signature' },
            403: { description: 'The tenant is disabled' },
            404: { description: 'Unknown tenant' },
            409: { description: 'No webhook signing secret stored yet (hosted tenant)' },
            413: { description: 'Body too large' },
            ...limitedResponse,
            503: { description: 'Not stored; retry' },
          },
        },
      },
      '/v1/subscriptions': {
        post: {
          summary: 'Subscribe',
          requestBody: json(ref('NewSubscription')),
          responses: {
            201: { description: 'Created', ...json(ref('Subscription')) },
            400: { description: 'Invalid body' },
            422: { description: 'URL refused' },
            ...errors,
          },
        },
        get: {
          summary: 'List subscriptions',
          responses: { 200: { description: 'Subscriptions', ...list('Subscription') }, ...errors },
        },
      },
      '/v1/subscriptions/{id}': {
        get: {
          parameters: [idParam],
          responses: {
            200: { description: 'The subscription', ...json(ref('Subscription')) },
            404: { description: 'Not found' },
            ...errors,
          },
        },
        delete: {
          summary: 'Unsubscribe',
          parameters: [idParam],
          responses: {
            204: { description: 'Deleted' },
            404: { description: 'Not found' },
            ...errors,
          },
        },
      },
      '/v1/events': {
        get: {
          summary: 'Recent events, newest first',
          parameters: [
            { name: 'type', in: 'query', schema: { type: 'string' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
          ],
          responses: { 200: { description: 'Events', ...list('Event') }, ...errors },
        },
      },
      '/v1/deliveries': {
        get: {
          parameters: [
            { name: 'status', in: 'query', schema: { type: 'string' } },
            { name: 'subscription_id', in: 'query', schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'Deliveries', ...list('Delivery') }, ...errors },
        },
      },
      '/v1/deliveries/{id}/replay': {
        post: {
          summary: 'Send a failed delivery again',
          parameters: [idParam],
          responses: {
            202: { description: 'Queued' },
            404: { description: 'No such failed delivery' },
            ...errors,
          },
        },
      },
      ...ledgerPaths,
      ...tenantPaths,
      ...pagePaths,
      '/healthz': { get: { security: [], responses: { 200: { description: 'Alive' } } } },
      '/readyz': {
        get: {
          security: [],
          responses: { 200: { description: 'Ready' }, 503: { description: 'Not ready' } },
        },
      },
      '/metrics': {
        get: { security: [], responses: { 200: { description: 'Prometheus text format' } } },
      },
    },
  };
}
