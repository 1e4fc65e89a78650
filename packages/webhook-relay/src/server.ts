/** The relay's HTTP server: one route table, JSON errors, no framework. */
import type { OpenHandler, TenantHandler } from './routes/handler';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RelayContext } from './context';
import { openApiDocument } from './openapi';
import { listDeliveries, replayDelivery } from './routes/deliveries';
import { listEvents } from './routes/events';
import { healthz, metrics, readyz } from './routes/health';
import {
  API_BODY_LIMIT,
  BodyTooLargeError,
  ClientGoneError,
  refuseTooLarge,
  sendError,
  sendJson,
} from './routes/http';
import { handleInbound } from './routes/inbound';
import { allowApi, limitInbound } from './limits';
import { ledgerRoutes } from './routes/ledger';
import { PAGE_PATTERN, servePage } from './routes/page';
import { decodeParams, readTarget } from './routes/target';
import { authenticate } from './routes/auth';
import { adminRoutes } from './tenants/admin';
import { tenantRoutes } from './tenants/routes';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
} from './routes/subscriptions';

const open = (fn: OpenHandler) => ({ auth: false as const, fn });
const authed = (fn: TenantHandler) => ({ auth: true as const, fn });

const ROUTES: [string, RegExp, ReturnType<typeof open> | ReturnType<typeof authed>][] = [
  [
    'POST',
    /^\/v1\/inbound\/([^/]+)$/,
    open((c, req, res, [t]) =>
      limitInbound(c.limits, t!, res, () => handleInbound(c, req, res, t!)),
    ),
  ],
  [
    'POST',
    /^\/v1\/subscriptions$/,
    authed((c, t, req, res) =>
      c.limits.subscriptions.guard(c.store, t.id, res, () => createSubscription(c, t, req, res)),
    ),
  ],
  ['GET', /^\/v1\/subscriptions$/, authed((c, t, _req, res) => listSubscriptions(c, t, res))],
  [
    'GET',
    /^\/v1\/subscriptions\/([^/]+)$/,
    authed((c, t, _req, res, [id]) => getSubscription(c, t, res, id!)),
  ],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    authed((c, t, _req, res, [id]) => deleteSubscription(c, t, res, id!)),
  ],
  ['GET', /^\/v1\/events$/, authed((c, t, _req, res, _p, q) => listEvents(c, t, res, q))],
  ['GET', /^\/v1\/deliveries$/, authed((c, t, _req, res, _p, q) => listDeliveries(c, t, res, q))],
  [
    'POST',
    /^\/v1\/deliveries\/([^/]+)\/replay$/,
    authed((c, t, _req, res, [id]) => replayDelivery(c, t, res, id!)),
  ],
  ...ledgerRoutes(authed),
  ...tenantRoutes(open, authed),
  ...adminRoutes(open),
  ['GET', /^\/healthz$/, open((_c, _req, res) => healthz(res))],
  ['GET', /^\/readyz$/, open((c, _req, res) => readyz(c, res))],
  ['GET', /^\/metrics$/, open((c, _req, res) => metrics(c, res))],
  ['GET', /^\/openapi\.json$/, open((_c, _req, res) => sendJson(res, 200, openApiDocument()))],
  ['GET', PAGE_PATTERN, open((_c, req, res) => servePage(req, res))],
];

/**
 * An HTTP server for the context: unknown paths get 404, known paths with another method 405, an
 * unreadable target 400; only the relay's own failures get a 5xx. Receiving a request (headers and
 * body) takes at most `requestTimeoutMs` (then 408), checked every tenth of it (at most 1 s).
 */
export function createRelayServer(ctx: RelayContext): Server {
  const timeoutMs = ctx.config.requestTimeoutMs;
  const server = createServer(
    {
      requestTimeout: timeoutMs,
      headersTimeout: timeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeoutMs / 10))),
    },
    (req, res) => void dispatch(ctx, req, res).catch((error) => failed(ctx, req, res, error)),
  );
  server.keepAliveTimeout = 65_000;
  return server;
}

function failed(ctx: RelayContext, req: IncomingMessage, res: ServerResponse, error: unknown) {
  const path = req.url?.split('?')[0]?.slice(0, 200);
  if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res, API_BODY_LIMIT);
  if (error instanceof ClientGoneError) {
    ctx.metrics.httpErrors.inc({ kind: 'client_gone' });
    ctx.log.debug({ path }, 'client closed the connection before sending the whole request');
    return void res.destroy();
  }
  ctx.metrics.httpErrors.inc({ kind: 'server' });
  ctx.log.error({ err: error, path }, 'request failed');
  if (!res.headersSent) sendError(res, 500, 'Internal error');
  else res.destroy();
}

async function dispatch(
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const target = readTarget(req.url);
  if (!target.ok) return sendError(res, 400, target.message);
  let pathMatched = false;
  for (const [method, pattern, route] of ROUTES) {
    const m = pattern.exec(target.pathname);
    if (!m) continue;
    pathMatched = true;
    if (method !== req.method) continue;
    const params = decodeParams(m.slice(1));
    if (!Array.isArray(params)) return sendError(res, 400, params.message);
    if (!route.auth) return void (await route.fn(ctx, req, res, params, target.query));
    const tenant = await authenticate(ctx, req, res);
    if (tenant && (await allowApi(ctx.limits, tenant.id, res)))
      await route.fn(ctx, tenant, req, res, params, target.query);
    return;
  }
  if (pathMatched) return sendError(res, 405, 'Method not allowed');
  sendError(res, 404, 'Not found');
}
