/** The relay's HTTP server: one route table, JSON errors, no framework. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TenantConfig } from './config';
import type { RelayContext } from './context';
import { openApiDocument } from './openapi';
import { listDeliveries, replayDelivery } from './routes/deliveries';
import { listEvents } from './routes/events';
import { healthz, metrics, readyz } from './routes/health';
import {
  API_BODY_LIMIT,
  BodyTooLargeError,
  refuseTooLarge,
  sendError,
  sendJson,
} from './routes/http';
import { handleInbound } from './routes/inbound';
import { ledgerRoutes } from './routes/ledger';
import { authenticate } from './routes/auth';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
} from './routes/subscriptions';

type Open = (
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
  params: string[],
  query: URLSearchParams,
) => unknown;
type Authed = (
  ctx: RelayContext,
  tenant: TenantConfig,
  req: IncomingMessage,
  res: ServerResponse,
  params: string[],
  query: URLSearchParams,
) => unknown;

const open = (fn: Open) => ({ auth: false as const, fn });
const authed = (fn: Authed) => ({ auth: true as const, fn });

const ROUTES: [string, RegExp, ReturnType<typeof open> | ReturnType<typeof authed>][] = [
  ['POST', /^\/v1\/inbound\/([^/]+)$/, open((c, req, res, [t]) => handleInbound(c, req, res, t!))],
  ['POST', /^\/v1\/subscriptions$/, authed((c, t, req, res) => createSubscription(c, t, req, res))],
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
  ['GET', /^\/healthz$/, open((_c, _req, res) => healthz(res))],
  ['GET', /^\/readyz$/, open((c, _req, res) => readyz(c, res))],
  ['GET', /^\/metrics$/, open((c, _req, res) => metrics(c, res))],
  ['GET', /^\/openapi\.json$/, open((_c, _req, res) => sendJson(res, 200, openApiDocument()))],
];

/** An HTTP server for the context; unknown paths get 404, known paths with another method 405, failures 500. */
export function createRelayServer(ctx: RelayContext): Server {
  const server = createServer((req, res) => {
    dispatch(ctx, req, res).catch((error) => {
      if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res, API_BODY_LIMIT);
      ctx.log.error({ err: error, path: req.url?.split('?')[0] }, 'request failed');
      if (!res.headersSent) sendError(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  return server;
}

async function dispatch(
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://relay');
  let pathMatched = false;
  for (const [method, pattern, route] of ROUTES) {
    const m = pattern.exec(url.pathname);
    if (!m) continue;
    pathMatched = true;
    if (method !== req.method) continue;
    const params = m.slice(1).map(decodePathPart);
    if (!params.every((p): p is string => p !== undefined))
      return sendError(res, 400, 'The path is not valid URL encoding');
    if (!route.auth) return void (await route.fn(ctx, req, res, params, url.searchParams));
    const tenant = authenticate(ctx, req, res);
    if (tenant) await route.fn(ctx, tenant, req, res, params, url.searchParams);
    return;
  }
  if (pathMatched) return sendError(res, 405, 'Method not allowed');
  sendError(res, 404, 'Not found');
}

/** A path segment decoded, or undefined when its percent-encoding is not valid UTF-8. */
function decodePathPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}
