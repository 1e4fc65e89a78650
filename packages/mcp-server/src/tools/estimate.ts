/** estimate_credits: what a create would cost and whether the limits allow it, creating nothing. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AccountContext } from '../account-context';
import { operationOfTool } from './catalog-tools';
import { budgetCheck, keyOf } from './create';
import { ok, ToolInputError } from './result';

/** The estimate of the create tool and arguments named in `args`. */
export async function estimateCredits(
  ctx: AccountContext,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const op = typeof args.tool === 'string' ? operationOfTool(args.tool) : undefined;
  if (!op)
    throw new ToolInputError(
      `Invalid value for tool: expected a create tool's name, e.g. face_swap_photo, got ${JSON.stringify(args.tool ?? null)}`,
    );
  const callArgs = (args.arguments ?? {}) as Record<string, unknown>;
  if (typeof callArgs !== 'object' || Array.isArray(callArgs))
    throw new ToolInputError('Invalid type for arguments: expected object');
  const { key, maxCredits, params } = await keyOf(ctx, op, callArgs);
  const check = await budgetCheck(ctx, op, key, params, maxCredits);
  return ok({
    tool: args.tool,
    ...check.facts,
    allowed: !check.refused,
    ...(check.refused ? { reason: check.refused } : {}),
    typical_seconds: op.typicalSeconds ?? null,
  });
}
