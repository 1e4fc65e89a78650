/** get_project and delete_project, and finding what kind of job an id is when the agent does not say. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { findJob, jobOutput, type OperationKind } from '@genservice/core/internal';
import type { AccountContext } from '../account-context';
import { ok, ToolInputError } from './result';

const KINDS: readonly OperationKind[] = ['video', 'image', 'audio', 'face-detection'];

/** The id and kind arguments of a project tool. */
export function projectArgs(args: Record<string, unknown>): { id: string; kind?: OperationKind } {
  const id = args.project_id;
  if (typeof id !== 'string' || !id)
    throw new ToolInputError('Missing required field: project_id (expected string)');
  const kind = args.kind;
  if (kind !== undefined && !KINDS.includes(kind as OperationKind))
    throw new ToolInputError(`Invalid value for kind: expected one of ${KINDS.join(', ')}`);
  return { id, kind: kind as OperationKind | undefined };
}

/** The kind of job `id` is: given, remembered from a create, or found by reading each kind. */
export async function kindOf(
  ctx: AccountContext,
  id: string,
  given?: OperationKind,
): Promise<OperationKind> {
  const known = given ?? ctx.kinds.get(id);
  if (known) return known;
  for (const kind of KINDS) {
    if (await findJob(ctx.client.jobs, kind, id)) {
      ctx.kinds.set(id, kind);
      return kind;
    }
  }
  throw new ToolInputError(
    `No video, image or audio project or face detection has the id ${id}; pass a project_id a create returned`,
  );
}

/** Reads a job now. */
export async function getProject(
  ctx: AccountContext,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { id, kind: given } = projectArgs(args);
  const kind = await kindOf(ctx, id, given);
  const { raw: _raw, ...flat } = jobOutput(kind, await ctx.client.jobs.get(kind, id));
  return ok(flat);
}

/** Deletes a project's outputs. */
export async function deleteProject(
  ctx: AccountContext,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { id, kind: given } = projectArgs(args);
  const kind = await kindOf(ctx, id, given);
  await ctx.client.jobs.delete(kind, id);
  return ok({ project_id: id, kind, deleted: true });
}
