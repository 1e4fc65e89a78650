/** Tool answers: JSON for the agent (text and structured), and errors it can act on, keys redacted. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GenServiceError, redactText } from '@genservice/core/internal';

/** A successful answer carrying `value` as JSON text and as structured content. */
export function ok(value: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** A refusal or failure the agent should read: `isError`, a message, and facts when there are some. */
export function refusal(message: string, facts: Record<string, unknown> = {}): CallToolResult {
  const value = { error: message, ...facts };
  return {
    isError: true,
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** Bad arguments, in the service's wording. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** Hints in an agent's terms where core's speak of a form (its fields, toggles and steps). */
const AGENT_HINTS: Record<string, string> = {
  ValidationError: 'Fix the arguments the message names, then call the tool again.',
  ToolInputError: 'Fix the arguments the message names, then call the tool again.',
  MaybeCreatedError:
    'An earlier call with this dedupe_key may have created the job. Look for it in the Magic Hour library; to create it anyway, call again with a new dedupe_key.',
  IdempotencyConflictError:
    'Give different inputs their own dedupe_key, or call again with the inputs first used with this key.',
};

/** Any thrown error as a tool error: message and hint, with `secrets` and signed URLs redacted. */
export function failure(err: unknown, secrets: readonly string[]): CallToolResult {
  const message = err instanceof Error ? err.message : String(err);
  const name = err instanceof Error ? err.name : '';
  const hint = AGENT_HINTS[name] ?? (err instanceof GenServiceError ? err.hint : undefined);
  const facts: Record<string, unknown> = {};
  if (hint) facts.hint = redactText(hint, secrets);
  const id = (err as { jobId?: unknown; projectId?: unknown }).jobId;
  if (typeof id === 'string') facts.project_id = id;
  if (name) facts.type = name;
  return refusal(redactText(message, secrets), facts);
}
