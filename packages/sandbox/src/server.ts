/**
 * The HTTP front: routes requests, checks the Bearer key (401
 * `{"code":"unauthorized","message":"Unauthorized"}`), applies injected faults to `/v1` calls
 * (429 with Retry-After, 5xx; nothing is created), and answers unknown
 * paths with 404 `{"code":"not_found","message":"Not Found"}`. Log lines never hold keys or
 * signed query strings.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { App, Route } from './app';
import { bearer, HttpError, notFound, sendError, sendJson } from './http';
import { takeFault } from './jobs/scenario';
import { controlRoutes } from './routes/control';
import { createRoutes } from './routes/creates';
import { accountRoutes } from './routes/account';
import { projectRoutes } from './routes/projects';
import { savedItemRoutes } from './routes/saved-items';
import { uploadRoutes } from './routes/uploads';
import { accountOf } from './store';

const routes: Route[] = [
  ...uploadRoutes,
  ...accountRoutes,
  ...savedItemRoutes,
  ...projectRoutes,
  ...createRoutes,
  ...controlRoutes,
];

/** The account of a valid key, or undefined. */
function authenticate(app: App, req: IncomingMessage): string | undefined {
  const key = bearer(req);
  return key !== undefined && app.options.apiKeys.includes(key) ? accountOf(key) : undefined;
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const path = url.pathname;
  const candidates = routes.filter((r) => r.pattern.test(path));
  const route = candidates.find((r) => r.method === req.method);
  const needsAuth = route ? route.auth : path.startsWith('/v1/') || path.startsWith('/_sandbox/');
  let account = '';
  if (needsAuth) {
    account = authenticate(app, req) ?? '';
    if (!account) throw new HttpError(401, 'Unauthorized');
    const fault = path.startsWith('/v1/') ? takeFault(app.scenario) : undefined;
    if (fault) {
      const headers: Record<string, string> =
        fault.retryAfterSec !== undefined ? { 'retry-after': String(fault.retryAfterSec) } : {};
      throw new HttpError(
        fault.status,
        fault.status === 429
          ? 'Too many requests, retry with exponential backoff'
          : 'Internal Server Error',
        headers,
      );
    }
  }
  if (!route) {
    if (path === '/' && req.method === 'GET')
      return sendJson(res, 200, { service: 'genservice-sandbox', ok: true });
    throw notFound();
  }
  const params = (route.pattern.exec(path) ?? []).slice(1).map((p) => decode(p ?? ''));
  await route.handle({ app, req, res, url, account, params });
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw notFound();
  }
}

/** An HTTP server answering like the service. */
export function createSandboxServer(app: App): Server {
  return createServer((req, res) => {
    res.on('finish', () =>
      app.log(`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname} ${res.statusCode}`),
    );
    handle(app, req, res).catch((err: unknown) => {
      if (!(err instanceof HttpError))
        app.log(`internal error: ${err instanceof Error ? err.message : String(err)}`);
      sendError(res, err);
      if (!req.complete) req.resume();
    });
  });
}
