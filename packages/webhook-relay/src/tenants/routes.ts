/**
 * `/v1/tenants`: a user joins the hosted relay with their own service API key (`POST`), reads
 * where the service must send webhooks (`GET /me`) and stores the service's signing secret
 * (`PUT /me/inbound-secret`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { RelayContext } from '../context';
import { sendError, sendJson } from '../routes/http';
import { presentTenant } from './tenant-views';
import type { Tenant } from './types';

/** `PUT /v1/tenants/me/inbound-secret`'s body. */
export const inboundSecretSchema = z.object({
  secret: z
    .string({ error: 'must be the webhook signing secret the service shows (whsec_…)' })
    .trim()
    .min(8, 'must be the webhook signing secret the service shows (whsec_…)')
    .max(1024, 'must be at most 1024 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .describe('The signing secret the service shows for the endpoint (whsec_…)'),
});

/** `RELAY_PUBLIC_URL`, else the origin the request was sent to. */
export function publicOrigin(ctx: RelayContext, req: IncomingMessage): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]!
    .trim();
  return `${proto === 'https' ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`;
}

const bearer = (req: IncomingMessage) =>
  /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];

/**
 * `POST /v1/tenants`: 201 with the new tenant, 200 with the existing one (a configured API token
 * answers its own tenant); 401 when the service refuses the key; 503 with `Retry-After` when the
 * service cannot be asked now; 403 for a disabled tenant; 404 on a relay that hosts no tenants.
 */
export async function provision(ctx: RelayContext, req: IncomingMessage, res: ServerResponse) {
  const apiKey = bearer(req);
  if (!apiKey)
    return sendError(res, 401, 'Send your service API key as Authorization: Bearer <key>', {
      'www-authenticate': 'Bearer realm="genservice-relay"',
    });
  const configured = await ctx.tenants.byToken(apiKey);
  if (configured?.source === 'config')
    return sendJson(
      res,
      200,
      presentTenant(await ctx.tenants.withActivity(configured), publicOrigin(ctx, req)),
    );
  const hash = ctx.tenants.keyHash(apiKey);
  if (!hash)
    return sendError(
      res,
      404,
      'This relay does not create tenants; use the API token its operator configured',
    );
  const check = await ctx.serviceKeys.check(apiKey, hash);
  if (!check.ok && check.refused) return sendError(res, 401, 'The service refused this API key');
  if (!check.ok)
    return sendError(res, 503, 'The service could not confirm this API key now; retry shortly', {
      'retry-after': String(check.retryAfterSec),
    });
  const { tenant, created } = await ctx.tenants.provision(apiKey);
  if (tenant.disabled)
    return sendError(res, 403, 'This relay tenant is disabled; contact the relay operator');
  if (created) ctx.log.info({ tenant: tenant.id }, 'tenant created');
  sendJson(res, created ? 201 : 200, presentTenant(tenant, publicOrigin(ctx, req)));
}

/** `GET /v1/tenants/me`: the caller's tenant, read fresh from the store. */
export async function me(
  ctx: RelayContext,
  tenant: Tenant,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const current = (await ctx.tenants.byId(tenant.id, true)) ?? tenant;
  sendJson(
    res,
    200,
    presentTenant(await ctx.tenants.withActivity(current), publicOrigin(ctx, req)),
  );
}

/** `PUT /v1/tenants/me/inbound-secret` `{ secret }` (checked by the server): 200 with the tenant; 409 for a configured tenant. */
export async function putInboundSecret(
  ctx: RelayContext,
  tenant: Tenant,
  req: IncomingMessage,
  res: ServerResponse,
  body: z.output<typeof inboundSecretSchema>,
) {
  if (tenant.source === 'config')
    return sendError(
      res,
      409,
      "This tenant's webhook secret is set in the relay's configuration (RELAY_INBOUND_SECRET or RELAY_TENANTS)",
    );
  const updated = await ctx.tenants.setInboundSecret(tenant.id, body.secret);
  if (!updated) return sendError(res, 404, 'Tenant not found');
  ctx.log.info({ tenant: tenant.id }, 'tenant webhook secret stored');
  sendJson(res, 200, presentTenant(updated, publicOrigin(ctx, req)));
}
