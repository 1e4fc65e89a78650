/**
 * One create tool per catalog operation: its name, words, input schema and annotations are
 * rendered from the catalog entry, never written per tool.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { operations, type Operation } from '@genservice/core/internal';
import { createInputSchema } from './input-schema';
import { costText, durationText } from './pricing';

/** The tool name of an operation: `face-swap-photo` → `face_swap_photo`. */
export function toolNameOf(op: Operation): string {
  return op.key.replace(/-/g, '_');
}

const byToolName = new Map(operations.map((op) => [toolNameOf(op), op]));

/** The operation a create tool (or an operation key) names; undefined for other names. */
export function operationOfTool(name: string): Operation | undefined {
  return byToolName.get(name) ?? byToolName.get(name.replace(/-/g, '_'));
}

/** The create tool of `op`; `local` when the server can read the agent's files (stdio). */
export async function createTool(op: Operation, local: boolean): Promise<Tool> {
  const result = op.kind === 'face-detection' ? 'the faces found' : 'download URLs of the output';
  const description = [
    `${op.action}. ${op.description}`,
    `Cost: ${costText(op)}. Usually takes ${durationText(op)}.`,
    `Asynchronous: answers at once with a project_id; call wait_for_project for ${result}.`,
    'Never pays twice: repeating the same call within about 10 minutes, or any call with the same dedupe_key, returns the same project.',
    'Refused before anything is uploaded when its estimate is above max_credits or the session cap (see estimate_credits).',
  ].join(' ');
  return {
    name: toolNameOf(op),
    title: op.label,
    description,
    inputSchema: createInputSchema(op, local) as Tool['inputSchema'],
    annotations: {
      title: op.label,
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
  };
}

/** Every create tool, in catalog order. */
export function createTools(local: boolean): Promise<Tool[]> {
  return Promise.all(operations.map((op) => createTool(op, local)));
}
