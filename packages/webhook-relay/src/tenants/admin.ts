/**
 * The operator's API, `Authorization: Bearer $RELAY_ADMIN_TOKEN`: list tenants, disable and
 * enable hosted ones. Without `RELAY_ADMIN_TOKEN` these paths do not exist (404).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayContext } from '../context';
import { sendError, sendJson } from '../routes/http';
import { presentAdminTenant } from './tenant-views';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether the request carries the admin token; otherwise answers 404 (no admin API configured) or
 * 401 and gives false.
 */
export function checkAdmin(ctx: RelayContext, req: IncomingMessage, res: ServerResponse): boolean {
  const token = ctx.config.adminToken;
  if (!token) {
    sendError(res, 404, 'Not found');
    return false;
  }
  const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (given && timingSafeEqual(digest(given), digest(token))) return true;
  sendError(res, 401, 'Missing or invalid admin token', {
    'www-authenticate': 'Bearer realm="genservice-relay-admin"',
  });
  return false;
}

/** `GET /v1/admin/tenants?limit=&after=`: configured tenants, then hosted ones oldest first. */
export async function listTenants(
  ctx: RelayContext,
  res: ServerResponse,
  { limit, after }: { limit: number; after?: string | undefined },
) {
  const tenants = await ctx.tenants.list({ limit, after });
  const hosted = tenants.filter((t) => t.source === 'hosted');
  sendJson(res, 200, {
    data: tenants.map(presentAdminTenant),
    next_after: tenants.length === limit ? (hosted[hosted.length - 1]?.id ?? null) : null,
  });
}

/** `POST …/disable` or `…/enable`: 200 with the tenant; 404 when no hosted tenant has this id; 409 for a configured one. */
export async function setTenantDisabled(
  ctx: RelayContext,
  res: ServerResponse,
  id: string,
  disabled: boolean,
) {
  const existing = await ctx.tenants.byId(id, true);
  if (existing?.source === 'config')
    return sendError(res, 409, "A configured tenant is changed in the relay's configuration");
  const tenant = existing && (await ctx.tenants.setDisabled(id, disabled));
  if (!tenant) return sendError(res, 404, 'Tenant not found');
  ctx.log.info({ tenant: tenant.id, disabled }, disabled ? 'tenant disabled' : 'tenant enabled');
  sendJson(res, 200, presentAdminTenant(tenant));
}
