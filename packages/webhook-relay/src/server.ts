/** The relay's HTTP server over the route table (`api/table.ts`): JSON errors, no framework. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { compile, runTable } from './api/dispatch';
import type { RelayContext } from './context';
import {
  API_BODY_LIMIT,
  BodyTooLargeError,
  ClientGoneError,
  refuseTooLarge,
  sendError,
} from './routes/http';
import { readTarget } from './routes/target';
import { SERVED_ROUTES } from './openapi';

const TABLE = SERVED_ROUTES.map(compile);

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
  const found = await runTable(ctx, TABLE, req, res, target.pathname, target.query);
  if (found === 'method') return sendError(res, 405, 'Method not allowed');
  if (!found) sendError(res, 404, 'Not found');
}
