/**
 * Bearer authentication of the relay's API: a configured tenant's API token, or (hosted relay)
 * the service API key a tenant was created with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayContext } from '../context';
import type { Tenant } from '../tenants/types';
import { UNKNOWN_TENANT_CODE } from '@genservice/core/internal';
import { sendError, sendJson } from './http';

/**
 * The tenant the request's bearer token belongs to (configured tokens compared in constant time,
 * service API keys by keyed hash, and asked of the service again once its cached acceptance
 * expires, so a key revoked there stops working here; a service that cannot answer does not lock
 * the tenant out); otherwise a 401 answer (403 for a disabled tenant) and undefined. A hosted
 * relay answers a bearer it has no tenant for with the code `unknown_tenant`, on which connectors
 * join (`POST /v1/tenants`) and repeat the call.
 */
export async function authenticate(
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Tenant | undefined> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const tenant = match?.[1] ? await ctx.tenants.byToken(match[1]) : undefined;
  if (tenant?.disabled) {
    sendError(res, 403, 'This relay tenant is disabled; contact the relay operator');
    return undefined;
  }
  const check = tenant?.source === 'hosted' && (await ctx.serviceKeys.check(match![1]!, tenant.id));
  if (check && !check.ok && check.refused) {
    sendError(res, 401, 'The service no longer accepts this API key; use a current one');
    return undefined;
  }
  if (tenant) return tenant;
  const challenge = { 'www-authenticate': 'Bearer realm="genservice-relay"' };
  if (ctx.tenants.hosted && match) {
    const message =
      'No tenant for this bearer token yet: POST /v1/tenants with your service API key, or send the relay API token';
    sendJson(res, 401, { message, code: UNKNOWN_TENANT_CODE }, challenge);
    return undefined;
  }
  sendError(res, 401, 'Missing or invalid bearer token', challenge);
  return undefined;
}
