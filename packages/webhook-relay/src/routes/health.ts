/** Liveness, readiness and Prometheus metrics. */
import type { ServerResponse } from 'node:http';
import type { RelayContext } from '../context';
import { sendJson } from './http';

/** `/healthz`: 200 while the process serves requests. */
export function healthz(res: ServerResponse): void {
  sendJson(res, 200, { status: 'ok' });
}

/** `/readyz`: 200 when the store answers and shutdown has not begun; 503 otherwise. */
export async function readyz(ctx: RelayContext, res: ServerResponse): Promise<void> {
  if (ctx.closing) return sendJson(res, 503, { status: 'shutting_down' });
  try {
    await ctx.store.ping();
    sendJson(res, 200, { status: 'ready', store: ctx.store.kind });
  } catch {
    sendJson(res, 503, { status: 'store_unavailable', store: ctx.store.kind });
  }
}

/** `/metrics` in the Prometheus text format. */
export async function metrics(ctx: RelayContext, res: ServerResponse): Promise<void> {
  const text = await ctx.metrics.registry.metrics();
  res.writeHead(200, { 'content-type': ctx.metrics.registry.contentType });
  res.end(text);
}
