/** The hosted tenants' routes (`/v1/tenants`) and the operator's (`/v1/admin/tenants`). */
import { z } from 'zod';
import { limitTenantCreation } from '../limits';
import { adminTenantAnswer, tenantAnswer } from '../routes/answer-schemas';
import { adminTenantPage } from '../routes/more-answers';
import { listTenants, setTenantDisabled } from '../tenants/admin';
import { inboundSecretSchema, me, provision, putInboundSecret } from '../tenants/routes';
import { adminTenantsQuery } from './queries';
import { error, limited, route, type ResponseSpec } from './route-spec';

const tenant = (description: string): ResponseSpec => ({ description, body: tenantAnswer });
const adminAnswers = {
  401: error('Missing or invalid admin token'),
  404: error('No such hosted tenant, or no admin API (RELAY_ADMIN_TOKEN is not set)'),
};
const ownerErrors = {
  401: error('Missing or unknown bearer token'),
  403: error('The tenant is disabled'),
  ...limited,
};
const id = z.object({ id: z.string().describe('The tenant id (t_…)') });
const toggle = (disabled: boolean) =>
  route({
    method: 'POST',
    path: `/v1/admin/tenants/{id}/${disabled ? 'disable' : 'enable'}`,
    operationId: disabled ? 'disableTenant' : 'enableTenant',
    tag: 'Admin',
    summary: disabled
      ? 'Disable a hosted tenant: its API and inbound URL answer 403'
      : 'Enable a disabled hosted tenant again',
    auth: 'admin',
    params: id,
    responses: {
      200: { description: disabled ? 'Disabled' : 'Enabled', body: adminTenantAnswer },
      409: error('A configured tenant'),
      ...adminAnswers,
    },
    handle: (c, { res, params }) => setTenantDisabled(c, res, params.id, disabled),
  });

/** The routes, in matching order. */
export const tenantRoutes = [
  route({
    method: 'POST',
    path: '/v1/tenants',
    operationId: 'joinRelay',
    tag: 'Tenants',
    summary: 'Create (or find) the tenant of the service API key sent as the bearer token',
    description:
      'The key is checked with the service (successes cached for 10 minutes); a configured API token answers its own tenant.',
    auth: 'own',
    responses: {
      200: tenant('The existing tenant'),
      201: tenant('Created'),
      401: error('No key, or the service refused this API key'),
      403: error('The tenant is disabled'),
      404: error('This relay does not create tenants (self-hosted)'),
      503: error('The service could not confirm the key now; retry after Retry-After'),
      ...limited,
    },
    guard: (c, { req, res }, next) => limitTenantCreation(c.limits, req, res, next),
    handle: (c, { req, res }) => provision(c, req, res),
  }),
  route({
    method: 'GET',
    path: '/v1/tenants/me',
    operationId: 'getOwnTenant',
    tag: 'Tenants',
    summary: 'The caller’s tenant: inbound URL and whether events arrive',
    auth: 'tenant',
    responses: { 200: tenant('The tenant'), ...ownerErrors },
    handle: (c, { tenant: t, req, res }) => me(c, t!, req, res),
  }),
  route({
    method: 'PUT',
    path: '/v1/tenants/me/inbound-secret',
    operationId: 'putInboundSecret',
    tag: 'Tenants',
    summary: 'Store the service’s webhook signing secret (encrypted at rest)',
    auth: 'tenant',
    body: { schema: inboundSecretSchema, objectOnly: false, issues: 'field' },
    responses: {
      200: tenant('Stored; receiving starts over until an event signed with it arrives'),
      400: error('Invalid body; the message names the field and what it must be'),
      409: error('A configured tenant’s secret is set in the relay’s configuration'),
      ...ownerErrors,
    },
    handle: (c, { tenant: t, req, res, body }) => putInboundSecret(c, t!, req, res, body),
  }),
  route({
    method: 'GET',
    path: '/v1/admin/tenants',
    operationId: 'listTenants',
    tag: 'Admin',
    summary: 'Every tenant (admin token): configured ones, then hosted ones oldest first',
    auth: 'admin',
    query: adminTenantsQuery,
    responses: { 200: { description: 'Tenants', body: adminTenantPage }, ...adminAnswers },
    handle: (c, { res, query }) => listTenants(c, res, query),
  }),
  toggle(true),
  toggle(false),
];
