/**
 * Output files that outlive the service's 24-hour download URLs. A finished
 * project's output carries `download_file`, a Zapier file pointer (dehydrated)
 * holding only the project's kind and id. When a later step uses that file,
 * Zapier calls `downloadFile`, which reads the project again (so the URL is
 * fresh, however late the step runs) and stashes the file in Zapier's storage.
 */
import { PROJECT_KINDS, type JobOutput, type ProjectKind } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { mapErrors } from './errors';
import { clientFor } from './service';

type FileRef = { kind: ProjectKind; project_id: string; index: number };

/** Hydrator: the project's output file `index`, fetched with a fresh URL and stashed by Zapier. */
export async function downloadFile(z: ZObject, bundle: Bundle): Promise<string> {
  const { kind, project_id: id, index } = bundle.inputData as Partial<FileRef>;
  if (!kind || !PROJECT_KINDS.includes(kind) || !id)
    throw new z.errors.Error(`Unknown project kind "${kind}"`, 'BadFile');
  const project = await mapErrors(z, () => clientFor(z, bundle).jobs.get(kind, id));
  const url = project.downloads?.[Number(index) || 0]?.url;
  if (!url)
    throw new z.errors.Error(
      `Project ${id} has no output file ${index} (status ${project.status}).`,
      'NoOutputFile',
    );
  const response = await z.request({ url, method: 'GET', raw: true });
  const length = Number(response.headers.get('content-length')) || undefined;
  const contentType = response.headers.get('content-type') ?? undefined;
  return z.stashFile(response.body, length, fileName(project.name, id, url), contentType);
}

/**
 * A project's `output` with `download_file`: a file pointer for its first
 * output, or null while it has none. Face detections are returned unchanged.
 */
export function withDownloadFile<
  T extends Pick<JobOutput, 'id' | 'kind' | 'status' | 'download_url'>,
>(z: ZObject, output: T): T & { download_file?: string | null } {
  const { kind } = output;
  if (kind === 'face-detection') return output;
  const ready = output.status === 'complete' && typeof output.download_url === 'string';
  const ref: FileRef = { kind, project_id: output.id, index: 0 };
  return { ...output, download_file: ready ? z.dehydrateFile(downloadFile, ref) : null };
}

/** The project's name (or id) with the extension of the output URL. */
function fileName(name: string | null | undefined, id: string, url: string): string {
  const ext = new URL(url).pathname.match(/\.([a-z0-9]{1,5})$/i)?.[1];
  const base = (name || id).replace(/[\\/:*?"<>|]+/g, ' ').trim() || id;
  return ext ? `${base}.${ext.toLowerCase()}` : base;
}
