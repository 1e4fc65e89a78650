/**
 * "Only Jobs This Workflow Created": every job the action node creates is named
 * `[n8n-<workflow id>] <Project Name>` (the core's creator tag), and the trigger with that
 * option hears only projects whose name carries its own workflow's tag. The workflow id is
 * stable across runs, edits and restarts, and the relay matches tags only within one tenant.
 */

/** The Project Name field's description: the name stays visible after the tag. */
export const PROJECT_NAME_DESCRIPTION =
  "Name shown in your library after this workflow's tag, as [n8n-<workflow ID>] <name> (the tool's name and the date when empty). The tag lets a Magic Hour Trigger set to Only Jobs This Workflow Created hear this workflow's jobs.";

/** The creator tag of workflow `id` (`n8n-<id>`, 1–64 letters, digits, - or _); none without an id. */
export function workflowCreatorTag(id: string | undefined | null): string | undefined {
  if (id === undefined || id === null || String(id).trim() === '') return undefined;
  return `n8n-${String(id)
    .trim()
    .replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 64);
}

/** The creator tag of the workflow a node runs in (`ctx.getWorkflow().id`). */
export function creatorTagOf(ctx: { getWorkflow(): { id?: string | null } }): string | undefined {
  return workflowCreatorTag(ctx.getWorkflow().id);
}
