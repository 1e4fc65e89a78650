/**
 * The operator's API, `Authorization: Bearer $RELAY_ADMIN_TOKEN`: list tenants, disable and
 * enable hosted ones. Without `RELAY_ADMIN_TOKEN` these paths do not exist (404).
 */
import type { OpenHandler } from '../routes/handler';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sendError, sendJson } from '../routes/http';
import { presentAdminTenant } from './tenant-views';

type Open = OpenHandler;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The routes, wrapped by the server's `open` (they check the admin token themselves). */
export function adminRoutes<O>(open: (fn: Open) => O): [string, RegExp, O][] {
  return [
    ['GET', /^\/v1\/admin\/tenants$/, open(admin(list))],
    ['POST', /^\/v1\/admin\/tenants\/([^/]+)\/disable$/, open(admin(toggle(true)))],
    ['POST', /^\/v1\/admin\/tenants\/([^/]+)\/enable$/, open(admin(toggle(false)))],
  ];
}

function admin(fn: Open): Open {
  return async (ctx, req, res, params, query) => {
    const token = ctx.config.adminToken;
    if (!token) return sendError(res, 404, 'Not found');
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), digest(token)))
      return sendError(res, 401, 'Missing or invalid admin token', {
        'www-authenticate': 'Bearer realm="genservice-relay-admin"',
      });
    await fn(ctx, req, res, params, query);
  };
}

/** `GET /v1/admin/tenants?limit=&after=`: configured tenants, then hosted ones oldest first. */
const list: Open = async (ctx, _req, res, _params, query) => {
  const limit = Math.min(500, Math.max(1, Number(query.get('limit')) || 100));
  const after = query.get('after') ?? undefined;
  const tenants = await ctx.tenants.list({ limit, after });
  const hosted = tenants.filter((t) => t.source === 'hosted');
  sendJson(res, 200, {
    data: tenants.map(presentAdminTenant),
    next_after: tenants.length === limit ? (hosted[hosted.length - 1]?.id ?? null) : null,
  });
};

/** `POST …/disable` or `…/enable`: 200 with the tenant; 404 when no hosted tenant has this id; 409 for a configured one. */
function toggle(disabled: boolean): Open {
  return async (ctx, _req, res, [id]) => {
    const existing = await ctx.tenants.byId(id!, true);
    if (existing?.source === 'config')
      return sendError(res, 409, "A configured tenant is changed in the relay's configuration");
    const tenant = existing && (await ctx.tenants.setDisabled(id!, disabled));
    if (!tenant) return sendError(res, 404, 'Tenant not found');
    ctx.log.info({ tenant: tenant.id, disabled }, disabled ? 'tenant disabled' : 'tenant enabled');
    sendJson(res, 200, presentAdminTenant(tenant));
  };
}
