/**
 * What an AI Agent reads about each tool operation when the node is used as a
 * tool: what it does, what a call costs (the catalog's estimate for the default
 * settings, where the catalog prices the tool), that it runs asynchronously,
 * and to reuse the Dedupe Key on retries so a retried call never pays twice.
 */
import { defaultCallCredits, typicalDuration, type Operation } from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';

/** The tool description of catalog operation `op`, in the words an agent acts on. */
export function agentDescription(op: Operation): string {
  const credits = defaultCallCredits(op);
  const cost =
    credits === undefined
      ? 'Each call costs Magic Hour credits that depend on the inputs (such as length or resolution).'
      : `Each call costs about ${credits} Magic Hour credit${credits === 1 ? '' : 's'} with the default settings; longer or larger inputs cost more.`;
  const usually = typicalDuration(op);
  const time = usually ? `It runs asynchronously (usually ${usually})` : 'It runs asynchronously';
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
