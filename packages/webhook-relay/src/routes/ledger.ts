/**
 * `/v1/ledger/<key>`: the tenant's idempotency keys, so that runs on any machine (n8n, Zapier,
 * scripts) create a keyed job once. The key is URL-encoded in the path; bodies are snake_case JSON.
 * The server checks key, body and query first (`api/routes-ledger.ts`).
 */
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import { sendError, sendJson } from './http';
import {
  claimBodySchema,
  presentEntry,
  retakeBodySchema,
  settleBodySchema,
} from './ledger-schemas';

/** `GET`: the entry, or 404. */
export async function getEntry(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
) {
  const entry = await ctx.store.ledger.get(tenant.id, key);
  if (!entry) return sendError(res, 404, 'No entry for this key');
  sendJson(res, 200, presentEntry(entry));
}

/** `POST …/claim`: 201 claimed, or 200 with the live entry. */
export async function claim(
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

/** `POST …/retake`: 200 with the new attempt, 409 when the entry moved on. */
export async function retake(
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

/** `POST …/settle`: 204. */
export async function settle(
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

/** `DELETE ?attempt=N`: 204, whether or not there was a pending attempt to forget. */
export async function release(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  key: string,
  attempt: number,
) {
  await ctx.store.ledger.release(tenant.id, key, attempt);
  sendJson(res, 204, undefined);
}
