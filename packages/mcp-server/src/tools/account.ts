/** get_account, list_saved_items and upload_file: the account's credits, saved items and files. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { listSavedItems, type UploadSource } from '@genservice/core/internal';
import type { AccountContext } from '../account-context';
import { isLocalPath, toDiskPath } from '../local-files';
import { ok, ToolInputError } from './result';

/** The balance and plan, and what the session cap leaves. */
export async function getAccount(ctx: AccountContext): Promise<CallToolResult> {
  const account = await ctx.client.account.get();
  return ok({
    credits: account.credits,
    plan: account.plan ?? null,
    session_cap: ctx.budget.cap,
    session_spent_estimated: ctx.budget.spent(),
    remaining_credits: ctx.budget.remaining(),
  });
}

/** One page of saved items. */
export async function savedItems(
  ctx: AccountContext,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { type, limit, cursor } = args;
  if (limit !== undefined && (typeof limit !== 'number' || limit < 1 || limit > 100))
    throw new ToolInputError('Invalid value for limit: expected a number from 1 to 100');
  const page = await listSavedItems(ctx.client.transport, {
    type: typeof type === 'string' ? type : undefined,
    limit: limit as number | undefined,
    cursor: typeof cursor === 'string' && cursor ? cursor : undefined,
  });
  return ok({ items: page.items, next_cursor: page.nextCursor });
}

/** Uploads one file (a local path over stdio, or base64 bytes) and answers its file_path. */
export async function uploadFile(
  ctx: AccountContext,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { client } = ctx;
  const { filePath } = await client.files.upload(sourceOf(ctx, args));
  return ok({ file_path: filePath, next: 'Pass file_path to any file input of a create tool.' });
}

function sourceOf(ctx: AccountContext, args: Record<string, unknown>): UploadSource {
  const { path, data_base64: data, filename } = args;
  if (typeof path === 'string' && path) {
    if (!ctx.local)
      throw new ToolInputError(
        'This server runs over HTTP and cannot read files on your machine; send data_base64 with filename instead',
      );
    const disk = isLocalPath(path) ? toDiskPath(path) : path;
    return typeof filename === 'string' && filename ? { path: disk, filename } : { path: disk };
  }
  if (typeof data === 'string' && data) {
    if (typeof filename !== 'string' || !filename)
      throw new ToolInputError(
        'Missing required field: filename (expected string), the name with its extension, e.g. face.png',
      );
    return { data: new Uint8Array(Buffer.from(data, 'base64')), filename };
  }
  throw new ToolInputError(
    ctx.local ? 'Give path, or data_base64 with filename' : 'Give data_base64 with filename',
  );
}
