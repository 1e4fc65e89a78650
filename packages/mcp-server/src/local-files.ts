/**
 * Local files in tool inputs: over stdio the server runs on the agent's machine and uploads a
 * local path through core's one upload path; over HTTP it cannot see that machine and says so.
 */
import { stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  mapAssetValues,
  ValidationError,
  type HostSource,
  type Operation,
} from '@genservice/core/internal';

/** The same test core applies to "looks like a local path". */
const LOCAL_PATH = /^(\.{0,2}[/\\]|[a-z]:[/\\]|file:|~[/\\])/i;

/** True for an absolute, relative, `~/` or `file:` path. */
export function isLocalPath(value: string): boolean {
  return LOCAL_PATH.test(value);
}

/** The path on disk a local path string names. */
export function toDiskPath(value: string): string {
  if (/^file:/i.test(value)) return fileURLToPath(value);
  if (/^~[/\\]/.test(value)) return resolve(homedir(), value.slice(2));
  return resolve(value);
}

/** The host hook of a create: local paths become `{ path }` sources (stdio), or a clear refusal (HTTP). */
export function localFileSource(local: boolean): HostSource {
  return async (value, field) => {
    if (!isLocalPath(value)) return undefined;
    if (local) return { path: toDiskPath(value) };
    throw new ValidationError([
      {
        field: field.path,
        message: `Invalid value for ${field.label} (${field.path}): this server runs over HTTP and cannot read "${value}" on your machine; give an https URL, or upload the file with upload_file (data_base64) and pass its file_path`,
      },
    ]);
  };
}

/**
 * Size and modification time of each local file an operation's inputs name (stdio only), so a
 * derived dedupe key changes when a file does. Unreadable files are left for the upload to report.
 */
export async function localFileFacts(
  op: Operation,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const facts: Record<string, unknown> = {};
  await mapAssetValues(op, params, async (value) => {
    if (typeof value === 'string' && isLocalPath(value)) {
      const info = await stat(toDiskPath(value)).catch(() => undefined);
      facts[value] = info ? [info.size, info.mtimeMs] : null;
    }
    return value;
  });
  return facts;
}
