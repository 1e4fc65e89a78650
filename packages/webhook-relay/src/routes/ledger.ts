/**
 * `/v1/ledger/<key>`: the tenant's idempotency keys, so that runs on any machine (n8n, Zapier,
 * scripts) create a keyed job once. The key is URL-encoded in the path; bodies are snake_case JSON.
 */
import type { TenantHandler } from './handler';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import { readJson, sendError, sendJson } from './http';
import {
  claimBodySchema,
  ledgerKeySchema,
  presentEntry,
  retakeBodySchema,
  settleBodySchema,
} from './ledger-schemas';

type Handler = TenantHandler;

/** The routes, each wrapped by the server's authentication (`wrap`). */
export function ledgerRoutes<R>(wrap: (fn: Handler) => R): [string, RegExp, R][] {
  const one = /^\/v1\/ledger\/([^/]+)$/;
  const action = (name: string) => new RegExp(`^/v1/ledger/([^/]+)/${name}$`);
  return [
    ['GET', one, wrap(checked(undefined, (c, t, res, key) => getEntry(c, t, res, key)))],
    ['POST', action('claim'), wrap(checked(claimBodySchema, claim))],
    ['POST', action('retake'), wrap(checked(retakeBodySchema, retake))],
    ['POST', action('settle'), wrap(checked(settleBodySchema, settle))],
    ['DELETE', one, wrap(checked(undefined, release))],
  ];
}

/** Validates the key (and the body, when a schema is given); 400 with every problem otherwise. */
function checked<B>(
  schema: z.ZodType<B> | undefined,
  fn: (
    c: RelayContext,
    t: Tenant,
    res: ServerResponse,
    key: string,
    body: B,
    query: URLSearchParams,
  ) => Promise<void>,
): Handler {
  return async (ctx, tenant, req, res, [raw], query) => {
    const key = ledgerKeySchema.safeParse(raw);
    if (!key.success) return sendError(res, 400, key.error.issues[0]!.message);
    let body = undefined as B;
    if (schema) {
      const json = await readJson(req);
      if (typeof json !== 'object' || json === null || Array.isArray(json))
        return sendError(res, 400, 'The body must be a JSON object');
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        return sendError(res, 400, parsed.error.issues.map((i) => i.message).join('; '));
      body = parsed.data;
    }
    await fn(ctx, tenant, res, key.data, body, query);
  };
}

async function getEntry(ctx: RelayContext, tenant: Tenant, res: ServerResponse, key: string) {
  const entry = await ctx.store.ledger.get(tenant.id, key);
  if (!entry) return sendError(res, 404, 'No entry for this key');
  sendJson(res, 200, presentEntry(entry));
}

async function claim(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
  b: z.infer<typeof claimBodySchema>,
) {
  const input = { key, fingerprint: b.fingerprint, operation: b.operation, windowMs: b.window_ms };
  const result = await ctx.store.ledger.claim(tenant.id, input, ctx.now());
  sendJson(res, result.claimed ? 201 : 200, {
    claimed: result.claimed,
    entry: presentEntry(result.entry),
  });
}

async function retake(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
  b: z.infer<typeof retakeBodySchema>,
) {
  const entry = await ctx.store.ledger.retake(tenant.id, key, b.expected_attempt, ctx.now());
  if (!entry) return sendError(res, 409, `The key is no longer at attempt ${b.expected_attempt}`);
  sendJson(res, 200, presentEntry(entry));
}

async function settle(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
  b: z.infer<typeof settleBodySchema>,
) {
  const outcome =
    b.state === 'created' ? { state: b.state, projectId: b.project_id! } : { state: b.state };
  await ctx.store.ledger.settle(tenant.id, key, b.attempt, outcome, ctx.now());
  sendJson(res, 204, undefined);
}

async function release(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
  _body: undefined,
  query: URLSearchParams,
) {
  const raw = query.get('attempt') ?? '';
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n < 2 ** 31))
    return sendError(
      res,
      400,
      'attempt must be given as a whole number of at least 1 (?attempt=N)',
    );
  await ctx.store.ledger.release(tenant.id, key, n);
  sendJson(res, 204, undefined);
}
