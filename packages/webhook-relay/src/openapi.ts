/** The OpenAPI 3.1 document of the relay's own API, served at `/openapi.json`. */
import { RELAY_EVENT_TYPES } from '@genservice/core/internal';
import { ledgerPaths, ledgerSchemas } from './openapi-ledger';
import { limitedResponse, pagePaths } from './openapi-page';
import { tenantPaths, tenantSchemas } from './openapi-tenants';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const list = (name: string) =>
  json({ type: 'object', properties: { data: { type: 'array', items: ref(name) } } });
const errors = {
  401: { description: 'Missing or invalid bearer token', ...json(ref('Error')) },
  ...limitedResponse,
};
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** The document; every path the server routes is described. */
export function openApiDocument() {
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
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' } },
        },
        NewSubscription: {
          type: 'object',
          required: ['url'],
          properties: {
            url: {
              type: 'string',
              format: 'uri',
              description:
                'https (http only for allowlisted hosts); public addresses only unless allowlisted',
            },
            events: {
              type: 'array',
              items: { type: 'string' },
              default: ['*'],
              description: `Any of ${RELAY_EVENT_TYPES.join(', ')}; wildcards *, video.*, *.completed`,
            },
            project_id: { type: ['string', 'null'], description: 'Only events of this project' },
            once: {
              type: 'boolean',
              default: false,
              description:
                'A watch: the first matching event (or cancelation, found by the watchdog) ends it',
            },
            kind: { type: ['string', 'null'], enum: ['video', 'image', 'audio', null] },
          },
        },
        Subscription: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            url: { type: 'string' },
            events: { type: 'array', items: { type: 'string' } },
            project_id: { type: ['string', 'null'] },
            once: { type: 'boolean' },
            kind: { type: ['string', 'null'] },
            status: { type: 'string', enum: ['active', 'disabled', 'completed'] },
            created_at: { type: 'string', format: 'date-time' },
            secret: {
              type: 'string',
              description: 'whsec_ secret for verifying deliveries; only in the creation response',
            },
          },
        },
        Event: {
          type: 'object',
          description: 'Also the body of every delivery (without id)',
          properties: {
            id: { type: 'string' },
            type: { type: 'string' },
            timestamp: { type: 'string', format: 'date-time' },
            data: { type: 'object', description: 'The project' },
          },
        },
        Delivery: {
          type: 'object',
          properties: {
            id: { type: 'string', description: 'The webhook-id of every attempt' },
            subscription_id: { type: 'string' },
            event_id: { type: 'string' },
            event_type: { type: 'string' },
            status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
            attempts: { type: 'integer' },
            next_attempt_at: { type: ['string', 'null'] },
            last_status: { type: ['integer', 'null'] },
            last_error: { type: ['string', 'null'] },
            updated_at: { type: 'string' },
          },
        },
        ...ledgerSchemas,
        ...tenantSchemas,
      },
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
