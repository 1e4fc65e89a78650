/** The hosted tenants' part of the relay's OpenAPI document (`/v1/tenants`, `/v1/admin/tenants`). */
import { limitedResponse } from './openapi-page';
import { ref } from './openapi-schemas';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const tenantAnswer = (description: string) => ({ description, ...json(ref('Tenant')) });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const adminAnswers = {
  401: error('Missing or invalid admin token'),
  404: error('No such hosted tenant, or no admin API (RELAY_ADMIN_TOKEN is not set)'),
};

/** The routes; `/v1/tenants` takes the service API key as its bearer token. */
export const tenantPaths = {
  '/v1/tenants': {
    post: {
      summary: 'Create (or find) the tenant of the service API key sent as the bearer token',
      description:
        'The key is checked with the service (successes cached for 10 minutes); a configured API token answers its own tenant.',
      responses: {
        200: tenantAnswer('The existing tenant'),
        201: tenantAnswer('Created'),
        401: error('No key, or the service refused this API key'),
        403: error('The tenant is disabled'),
        404: error('This relay does not create tenants (self-hosted)'),
        503: error('The service could not confirm the key now; retry after Retry-After'),
        ...limitedResponse,
      },
    },
  },
  '/v1/tenants/me': {
    get: {
      summary: 'The caller’s tenant: inbound URL and whether events arrive',
      responses: {
        200: tenantAnswer('The tenant'),
        401: error('Missing or unknown bearer token'),
        403: error('The tenant is disabled'),
        ...limitedResponse,
      },
    },
  },
  '/v1/tenants/me/inbound-secret': {
    put: {
      summary: 'Store the service’s webhook signing secret (encrypted at rest)',
      requestBody: json(ref('InboundSecret')),
      responses: {
        200: tenantAnswer('Stored; receiving starts over until an event signed with it arrives'),
        400: error('Invalid body'),
        401: error('Missing or unknown bearer token'),
        403: error('The tenant is disabled'),
        409: error('A configured tenant’s secret is set in the relay’s configuration'),
        ...limitedResponse,
      },
    },
  },
  '/v1/admin/tenants': {
    get: {
      summary: 'Every tenant (admin token): configured ones, then hosted ones oldest first',
      parameters: [
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500 } },
        {
          name: 'after',
          in: 'query',
          schema: { type: 'string' },
          description: 'next_after of the previous page',
        },
      ],
      responses: {
        200: {
          description: 'Tenants',
          ...json({
            type: 'object',
            properties: {
              data: { type: 'array', items: ref('AdminTenant') },
              next_after: { type: ['string', 'null'] },
            },
          }),
        },
        ...adminAnswers,
      },
    },
  },
  '/v1/admin/tenants/{id}/disable': {
    post: {
      summary: 'Disable a hosted tenant: its API and inbound URL answer 403',
      parameters: [idParam],
      responses: {
        200: { description: 'Disabled', ...json(ref('AdminTenant')) },
        409: error('A configured tenant'),
        ...adminAnswers,
      },
    },
  },
  '/v1/admin/tenants/{id}/enable': {
    post: {
      summary: 'Enable a disabled hosted tenant again',
      parameters: [idParam],
      responses: {
        200: { description: 'Enabled', ...json(ref('AdminTenant')) },
        409: error('A configured tenant'),
        ...adminAnswers,
      },
    },
  },
};
