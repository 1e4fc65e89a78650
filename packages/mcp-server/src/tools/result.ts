/** Tool answers: JSON for the agent (text and structured), and errors it can act on, keys redacted. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GenServiceError, redactText } from '@genservice/core';

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

/** Any thrown error as a tool error: message and hint, with `secrets` and signed URLs redacted. */
export function failure(err: unknown, secrets: readonly string[]): CallToolResult {
  const message = err instanceof Error ? err.message : String(err);
  const hint = err instanceof GenServiceError ? err.hint : undefined;
  const facts: Record<string, unknown> = {};
  if (hint) facts.hint = redactText(hint, secrets);
  const id = (err as { jobId?: unknown; projectId?: unknown }).jobId;
  if (typeof id === 'string') facts.project_id = id;
  if (err instanceof Error && err.name) facts.type = err.name;
  return refusal(redactText(message, secrets), facts);
}
