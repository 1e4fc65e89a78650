/**
 * Bearer authentication of the relay's API: a configured tenant's API token, or (hosted relay)
 * the service API key a tenant was created with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayContext } from '../context';
import type { Tenant } from '../tenants/types';
import { sendError } from './http';

/**
 * The tenant the request's bearer token belongs to (configured tokens compared in constant time,
 * service API keys by keyed hash, and asked of the service again once its cached acceptance
 * expires, so a key revoked there stops working here; a service that cannot answer does not lock
 * the tenant out); otherwise a 401 answer (403 for a disabled tenant) and undefined.
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
  sendError(
    res,
    401,
    ctx.tenants.hosted
      ? 'Missing or unknown bearer token: send your service API key (after POST /v1/tenants) or the relay API token'
      : 'Missing or invalid bearer token',
    { 'www-authenticate': 'Bearer realm="genservice-relay"' },
  );
  return undefined;
}
