/**
 * Jobs: one way to read, wait for and delete what a create returned, whatever
 * its kind — a video, image or audio project, or a face detection. Hosts call
 * this instead of branching on face detection.
 */
import { GenServiceError, NotFoundError } from '../errors';
import type { OperationKind, ProjectKind } from '../catalog/types';
import type { FaceDetection, Project } from '../schemas/project';
import type { FaceDetectionApi } from './face-detection';
import type { WaitOptions } from './poller';
import type { ProjectsApi, RequestOptions } from './projects';

/** The record of a job of kind `K`: a face detection, or a project. */
export type JobOf<K extends OperationKind> = K extends 'face-detection' ? FaceDetection : Project;
/** Any job record. */
export type Job = Project | FaceDetection;

export interface JobsApi {
  /** The job as the service returns it now (fresh download URLs included). */
  get<K extends OperationKind>(kind: K, id: string, options?: RequestOptions): Promise<JobOf<K>>;
  /**
   * Resolves with the completed job; rejects with `JobFailedError` / `JobCanceledError` (each with
   * `jobId` and `kind`) or `WaitTimeoutError`. `typicalSeconds` seeds the first delay; reads
   * respect `deadline`, and reaching it rejects with `WaitTimeoutError` (`jobId`, `kind`, `lastStatus`).
   */
  wait<K extends OperationKind>(
    kind: K,
    id: string,
    options?: WaitOptions<JobOf<K>>,
  ): Promise<JobOf<K>>;
  /** Permanently deletes a project's outputs; face detections cannot be deleted (rejects without a call). */
  delete(kind: OperationKind, id: string, options?: RequestOptions): Promise<void>;
}

/** Jobs over the projects and face detection APIs. */
export function createJobs(projects: ProjectsApi, faceDetection: FaceDetectionApi): JobsApi {
  const isDetection = (kind: OperationKind): kind is 'face-detection' => kind === 'face-detection';
  return {
    async get(kind, id, options) {
      const job = isDetection(kind)
        ? await faceDetection.get(id, options)
        : await projects.get(kind as ProjectKind, id, options);
      return job as JobOf<typeof kind>;
    },
    async wait(kind, id, options) {
      const job = isDetection(kind)
        ? await faceDetection.wait(id, options as WaitOptions<FaceDetection>)
        : await projects.wait(kind as ProjectKind, id, options as WaitOptions<Project>);
      return job as JobOf<typeof kind>;
    },
    async delete(kind, id, options) {
      if (isDetection(kind))
        throw new GenServiceError(
          `Face detection ${id} cannot be deleted: the service keeps no outputs for it`,
        );
      await projects.delete(kind, id, options);
    },
  };
}

/** The job as `jobs.get` reads it, or undefined when the service no longer has it (404). */
export async function findJob(
  jobs: Pick<JobsApi, 'get'>,
  kind: OperationKind,
  id: string,
  ...options: [RequestOptions?]
): Promise<Job | undefined> {
  try {
    return await jobs.get(kind, id, ...options);
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}
