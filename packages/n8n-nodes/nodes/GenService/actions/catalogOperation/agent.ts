/**
 * What an AI Agent reads about each tool operation when the node is used as a
 * tool: what it does, what a call costs (the catalog's estimate for the default
 * settings, where the catalog prices the tool), that it runs asynchronously,
 * and to reuse the Dedupe Key on retries so a retried call never pays twice.
 */
import {
  describeFields,
  setPath,
  validateRequest,
  type Operation,
} from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';

/** The catalog's credits for a call with the form's defaults; undefined when it cannot say. */
export function defaultCredits(op: Operation): number | undefined {
  if (!op.estimateCredits) return undefined;
  const params: Record<string, unknown> = {};
  for (const field of describeFields(op)) {
    const value = field.asset
      ? field.type === 'string'
        ? 'api-assets/sample/input.bin'
        : undefined
      : (field.uiDefault ?? field.default ?? field.example);
    if (value !== undefined && (field.required || field.primary || field.asset))
      setPath(params, field.path, value);
  }
  try {
    const n = op.estimateCredits(validateRequest(op, params) as never);
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  } catch {
    return undefined;
  }
}

/** The tool description of catalog operation `op`, in the words an agent acts on. */
export function agentDescription(op: Operation): string {
  const credits = defaultCredits(op);
  const cost =
    credits === undefined
      ? 'Each call costs Magic Hour credits that depend on the inputs (such as length or resolution).'
      : `Each call costs about ${credits} Magic Hour credit${credits === 1 ? '' : 's'} with the default settings; longer or larger inputs cost more.`;
  const time =
    op.typicalSeconds === undefined
      ? 'It runs asynchronously'
      : `It runs asynchronously (usually about ${op.typicalSeconds < 90 ? `${op.typicalSeconds} seconds` : `${Math.round(op.typicalSeconds / 60)} minutes`})`;
  return [
    `${op.action} with Magic Hour.`,
    cost,
    `${time}: the call waits for the result, or returns a project ID to check later with Get Project.`,
    'When retrying a call that failed or timed out, send the same Dedupe Key so the job is not created and charged twice.',
  ].join(' ');
}

/**
 * The tool description of each catalog operation as a hidden `toolDescription` parameter: n8n's AI
 * Agent reads it when the node is a tool (n8n then adds no description fields of its own); the
 * plain node ignores it.
 */
export function toolDescriptionProperties(
  entries: readonly { resource: string; operation: string; op: Operation }[],
): INodeProperties[] {
  return entries.map(({ resource, operation, op }) => ({
    displayName: 'Tool Description',
    name: 'toolDescription',
    type: 'hidden',
    default: agentDescription(op),
    displayOptions: { show: { resource: [resource], operation: [operation] } },
  }));
}
