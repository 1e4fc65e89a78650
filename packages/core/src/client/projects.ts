/**
 * Reading, deleting and waiting for video, image and audio projects.
 * Terminal statuses resolve (`complete`) or reject (`JobFailedError`,
 * `JobCanceledError`); unknown statuses keep the wait going.
 */
import { JobCanceledError, JobFailedError } from '../errors';
import { endpoints } from '../catalog';
import type { ProjectKind } from '../catalog/types';
import { parseAnswer } from '../schemas/answer';
import { projectSchema, TERMINAL_STATUSES, type Project } from '../schemas/project';
import { pollUntilDone, type WaitOptions } from './poller';
import type { Transport } from './transport';

/** Options of one request: an abort signal and a deadline (ms on `runtime.now()`'s clock). */
export interface RequestOptions {
  signal?: AbortSignal;
  /** No attempt runs and no retry starts past this time; see `CallOptions.deadline`. */
  deadline?: number;
}

export interface ProjectsApi {
  /** The project as the service returns it now (fresh download URLs included). */
  get(kind: ProjectKind, id: string, options?: RequestOptions): Promise<Project>;
  /** Permanently deletes the project's outputs (204). */
  delete(kind: ProjectKind, id: string, options?: RequestOptions): Promise<void>;
  /** Resolves with the completed project; rejects with `JobFailedError`, `JobCanceledError` or `WaitTimeoutError`. */
  wait(kind: ProjectKind, id: string, options?: WaitOptions<Project>): Promise<Project>;
}

/** Projects API over a transport. */
export function createProjects(transport: Transport): ProjectsApi {
  async function get(
    kind: ProjectKind,
    id: string,
    options: RequestOptions = {},
  ): Promise<Project> {
    const body = await transport.call({
      method: 'GET',
      path: endpoints.project(kind, id),
      signal: options.signal,
      deadline: options.deadline,
    });
    return parseAnswer(projectSchema, body, `GET ${endpoints.project(kind, id)}`);
  }

  return {
    get,
    async delete(kind, id, options = {}) {
      await transport.call({
        method: 'DELETE',
        path: endpoints.project(kind, id),
        signal: options.signal,
        deadline: options.deadline,
      });
    },
    async wait(kind, id, options = {}) {
      const project = await pollUntilDone(
        transport.runtime,
        {
          id,
          kind,
          read: (signal, deadline) => get(kind, id, { signal, deadline }),
          status: (p) => p.status,
          isTerminal: (s) => TERMINAL_STATUSES.includes(s),
        },
        options,
      );
      return settle(project, kind);
    },
  };
}

/** The project when complete; the matching error (with `jobId` and `kind`) when it failed or was canceled. */
export function settle(project: Project, kind?: ProjectKind): Project {
  if (project.status === 'error') {
    throw new JobFailedError(
      project.id,
      project.error?.code ?? 'unknown_error',
      project.error?.message ?? '',
      project,
      kind,
    );
  }
  if (project.status === 'canceled') throw new JobCanceledError(project.id, project, kind);
  return project;
}
