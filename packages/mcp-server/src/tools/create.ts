/**
 * A create tool's call: keyed (the agent's dedupe_key or a derived one), priced and checked
 * against max_credits and the session cap before anything is uploaded, then run through core's
 * keyed run, which uploads local files once and never creates a key's project twice.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  jobOutput,
  normalizeRequest,
  surelyNotCreated,
  validateRequest,
  type Operation,
} from '@genservice/core/internal';
import type { AccountContext } from '../account-context';
import { limitOf } from '../budget';
import { DERIVED_WINDOW_MS, KEY_SCOPE, derivedKey } from '../dedupe';
import { localFileFacts, localFileSource } from '../local-files';
import { estimateCall } from './pricing';
import { ok, refusal, ToolInputError } from './result';

/** A call's own options split from the operation's inputs. */
export function splitArgs(args: Record<string, unknown>) {
  const { dedupe_key, max_credits, ...params } = args;
  if (dedupe_key !== undefined && (typeof dedupe_key !== 'string' || dedupe_key.length === 0))
    throw new ToolInputError('Invalid type for dedupe_key: expected a non-empty string');
  if (max_credits !== undefined && (typeof max_credits !== 'number' || max_credits < 0))
    throw new ToolInputError('Invalid type for max_credits: expected a number of 0 or more');
  return {
    dedupeKey: dedupe_key as string | undefined,
    maxCredits: max_credits as number | undefined,
    params,
  };
}

/** The key a call runs under and how long the ledger keeps it. */
export async function keyOf(ctx: AccountContext, op: Operation, args: Record<string, unknown>) {
  const { dedupeKey, maxCredits, params } = splitArgs(args);
  if (dedupeKey) return { key: dedupeKey, windowMs: undefined, maxCredits, params };
  const key = await derivedKey({
    tool: op.key,
    params,
    now: Date.now(),
    ledger: ctx.ledger,
    fileFacts: ctx.local ? await localFileFacts(op, params) : undefined,
  });
  return { key, windowMs: 2 * DERIVED_WINDOW_MS, maxCredits, params };
}

/** The budget check of a call: undefined when it may go ahead, else the refusal. */
export async function budgetCheck(
  ctx: AccountContext,
  op: Operation,
  key: string,
  params: Record<string, unknown>,
  maxCredits?: number,
) {
  const estimate = await estimateCall(op, params, key, {
    ledger: ctx.ledger,
    jobs: ctx.client.jobs,
  });
  const remaining = ctx.budget.remaining();
  const limit = limitOf(remaining, maxCredits);
  const facts = {
    credits_estimated: estimate.credits,
    remaining_credits: remaining,
    session_cap: ctx.budget.cap,
    max_credits: maxCredits ?? null,
    reuses_project: estimate.reused,
  };
  const cost = estimate.reused ? 0 : estimate.credits;
  let refused: string | undefined;
  if (limit !== null && !estimate.reused && !estimate.boundedAbove)
    refused = `${op.label} has ${cost === null ? 'no credit estimate' : `only a lower bound (at least ${cost} credits)`} for these inputs, so it cannot be kept under the limit of ${limit} credits. Raise or remove max_credits only if you accept an unknown cost${ctx.budget.cap !== null ? ' (the session cap cannot be lifted by a call)' : ''}.`;
  else if (limit !== null && cost !== null && cost > limit)
    refused = `${op.label} is estimated at ${cost} credits, more than the ${limit} credits allowed (${remaining === null ? 'max_credits' : `${remaining} left under the session cap of ${ctx.budget.cap}${maxCredits !== undefined ? `, max_credits ${maxCredits}` : ''}`}).`;
  return { facts, cost: cost ?? 0, refused };
}

/** Runs one create tool call. */
export async function runCreate(
  ctx: AccountContext,
  op: Operation,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { key, windowMs, maxCredits, params } = await keyOf(ctx, op, args);
  validateRequest(op, normalizeRequest(op.key, params) as Record<string, unknown>);
  const check = await budgetCheck(ctx, op, key, params, maxCredits);
  if (check.refused)
    return refusal(`${check.refused} Nothing was uploaded or created.`, {
      refused: true,
      ...check.facts,
    });
  const hold = ctx.budget.reserve(check.cost);
  let result;
  try {
    result = await ctx.client.run(op.key, params, {
      idempotencyKey: key,
      idempotencyScope: KEY_SCOPE,
      keyWindowMs: windowMs,
      hostSource: localFileSource(ctx.local),
    });
  } catch (err) {
    if (surelyNotCreated(err)) hold.release();
    else hold.commit();
    throw err;
  }
  if (result.reused) hold.release();
  else hold.commit();
  ctx.kinds.set(result.id, op.kind);
  const output = jobOutput(op.kind, result as { id: string });
  const { raw: _raw, ...flat } = output;
  return ok({
    ...flat,
    typical_seconds: op.typicalSeconds ?? null,
    remaining_credits: ctx.budget.remaining(),
    next: flat.is_finished ? 'Done.' : 'Call wait_for_project with this project_id for the result.',
  });
}
