/**
 * The trigger's filters as the relay's subscription `filters`: in Relay mode the relay applies
 * them before it delivers; in Direct mode (and as a guard in Relay mode) the trigger applies the
 * same `matchesFilters` to each delivery and starts nothing for a job that fails them.
 */
import { subscriptionFiltersSchema, type SubscriptionFilters } from '@genservice/core/internal';
import { NodeOperationError, type IHookFunctions, type IWebhookFunctions } from 'n8n-workflow';
import { creatorTagOf } from '../GenService/helpers/creator-tag';

interface FilterFields {
  tools?: string[];
  nameContains?: string;
  nameStartsWith?: string;
}

/** The form label of each filter, for messages. */
const LABELS: Record<string, string> = {
  tools: 'Tools',
  name_contains: 'Project Name Contains',
  name_starts_with: 'Project Name Starts With',
  created_by: 'Only Jobs This Workflow Created',
};

/** The trigger's filters; undefined when every job passes (the default). */
export function triggerFilters(
  ctx: IHookFunctions | IWebhookFunctions,
): SubscriptionFilters | undefined {
  const fields = (ctx.getNodeParameter('filters', {}) ?? {}) as FilterFields;
  const filters: SubscriptionFilters = {};
  if (fields.tools?.length) filters.tools = [...fields.tools].sort();
  if (fields.nameContains?.trim()) filters.name_contains = fields.nameContains.trim();
  if (fields.nameStartsWith?.trim()) filters.name_starts_with = fields.nameStartsWith.trim();
  if (ctx.getNodeParameter('onlyThisWorkflow', false) === true) {
    const tag = creatorTagOf(ctx);
    if (!tag)
      throw new NodeOperationError(ctx.getNode(), 'Save the workflow first', {
        description: 'Only Jobs This Workflow Created needs the ID n8n gives a saved workflow.',
      });
    filters.created_by = tag;
  }
  if (Object.keys(filters).length === 0) return undefined;
  const checked = subscriptionFiltersSchema.safeParse(filters);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = LABELS[String(issue.path[0])] ?? 'Filters';
    throw new NodeOperationError(ctx.getNode(), `${field} ${issue.message}`, {
      description: `Change ${field} in the trigger and publish the workflow again.`,
    });
  }
  return checked.data;
}

/** The same filters in one canonical text (no filters and empty filters alike). */
export function filtersKey(filters: Record<string, unknown> | null | undefined): string {
  const entries = Object.entries(filters ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as string[])].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}
