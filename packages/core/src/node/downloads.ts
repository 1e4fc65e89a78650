/**
 * Saving a project's outputs to a directory: one file per `downloads[i]`,
 * named by the core's `outputFileName` (after the input file or the project),
 * streamed without the API key, with expired or refused URLs refreshed by
 * reading the project again.
 */
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GenServiceError, ValidationError } from '../errors';
import type { ProjectKind } from '../catalog/types';
import { outputFileName } from '../output-file-name';
import type { Runtime } from '../runtime';
import type { Project } from '../schemas/project';
import { downloadFile, type Link } from './download-file';
import { createNodeRuntime } from './runtime';

export interface SaveOptions {
  /** The project's collection; needed to refresh URLs unless the project carries `kind`. */
  kind?: ProjectKind;
  /** Name the files after this input file (`clip.mov` → `clip.mp4`) instead of the project's name or id. */
  inputName?: string;
  /** The extension when a download URL has none (e.g. the operation's `outputExtension`). */
  extension?: string;
  /** Replace a file of the same name instead of appending the project id to the new one. Default false. */
  overwrite?: boolean;
  signal?: AbortSignal;
  /** Bytes received for output `index`; `totalBytes` when storage sent a length. */
  onProgress?: (p: { index: number; receivedBytes: number; totalBytes?: number }) => void;
}

/** Saves outputs of finished projects. */
export interface DownloadsApi {
  /**
   * Streams every output of `project` into `dir` (created if missing) and
   * resolves with the file paths in output order, named by `outputFileName`
   * (`<input or project name>.<ext>`, then `-2`, `-3`…). Each file appears only
   * when complete; an existing file is never replaced unless `overwrite` (a taken
   * name gets `-<projectId>` before its extension). Throws when there is nothing to download or a file cannot be
   * fetched after retries; never resolves with an empty list.
   */
  save(project: Project & { kind?: string }, dir: string, options?: SaveOptions): Promise<string[]>;
}

export interface DownloadsDeps {
  /** The client's projects API, used to refresh expired URLs. */
  projects: {
    get(kind: ProjectKind, id: string, options?: { signal?: AbortSignal }): Promise<Project>;
  };
  /** Default: a Node runtime. Storage URLs never get the API key. */
  runtime?: Runtime;
  /** Retries per file after the first attempt. Default 4. */
  maxRetries?: number;
  /** Longest pause while streaming. Default 60 s. */
  timeoutMs?: number;
}

/** The downloads API over the client's projects API. */
export function createDownloads(deps: DownloadsDeps): DownloadsApi {
  const runtime = deps.runtime ?? createNodeRuntime();

  async function save(
    project: Project & { kind?: string },
    dir: string,
    options: SaveOptions = {},
  ): Promise<string[]> {
    const { signal } = options;
    const kind = options.kind ?? (isProjectKind(project.kind) ? project.kind : undefined);
    const fresh = async (): Promise<Project> => {
      if (!kind)
        throw new ValidationError([
          {
            field: 'kind',
            message: `Missing required field: kind (expected "video", "image" or "audio") to refresh the download URLs of project ${project.id}`,
          },
        ]);
      return deps.projects.get(kind, project.id, { signal });
    };
    let downloads: readonly Link[] = project.downloads ?? [];
    if (downloads.length === 0 && kind) downloads = (await fresh()).downloads ?? [];
    if (downloads.length === 0) {
      throw new GenServiceError(
        `Project ${project.id} has no downloads (status: ${project.status}); only complete projects have outputs`,
      );
    }
    await mkdir(dir, { recursive: true });
    const paths: string[] = [];
    for (const [index, link] of downloads.entries()) {
      const name = outputFileName(project, index, {
        inputName: options.inputName,
        url: link.url,
        extension: options.extension,
        kind,
      });
      const target = options.overwrite ? join(dir, name) : await untaken(dir, name, project.id);
      await downloadFile(link, target, {
        runtime,
        signal,
        maxRetries: deps.maxRetries ?? 4,
        timeoutMs: deps.timeoutMs,
        refresh: async () => {
          const next = (await fresh()).downloads?.[index];
          if (!next)
            throw new GenServiceError(`Project ${project.id} no longer lists output ${index}`);
          return next;
        },
        onProgress:
          options.onProgress &&
          ((receivedBytes, totalBytes) =>
            options.onProgress!({ index, receivedBytes, totalBytes })),
      });
      paths.push(target);
    }
    return paths;
  }

  return { save };
}

/** `dir/name`, or `dir/<name>-<id>.<ext>` when `name` is taken (by an input file, or another job's output). */
async function untaken(dir: string, name: string, id: string): Promise<string> {
  const target = join(dir, name);
  if (!(await exists(target))) return target;
  const dot = name.lastIndexOf('.');
  return join(dir, `${name.slice(0, dot)}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}${name.slice(dot)}`);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function isProjectKind(value: unknown): value is ProjectKind {
  return value === 'video' || value === 'image' || value === 'audio';
}
