/**
 * Waiting for a created job inside a Zapier run. With a relay (and not while
 * the editor loads a sample) the step pauses on `z.generateCallbackUrl()`,
 * registered as a one-shot relay watch on the project, and `resumeProject`
 * finishes it. Otherwise the job is polled within the run's budget and, when
 * it is still running, returned as it stands.
 */
import {
  JobCanceledError,
  JobFailedError,
  TERMINAL_STATUSES,
  WaitTimeoutError,
  projectSchema,
  type Client,
  type FaceDetection,
  type Project,
  type ProjectKind,
} from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { faceDetectionOutput, projectOutput, type ProjectOutput } from '../outputs';
import { relayFor } from '../relay';
import { RUN_BUDGET_MS, clientFor } from '../service';

/** Pauses the step until the relay calls back, or polls when callbacks cannot be used. */
export async function waitForProject(z: ZObject, bundle: Bundle, client: Client, created: ProjectOutput, startedAt: number): Promise<ProjectOutput> {
  const relay = relayFor(z, bundle);
  if (relay && !bundle.meta?.isLoadingSample) {
    const url = z.generateCallbackUrl();
    const events = ['completed', 'errored', 'canceled'].map((action) => `${created.kind}.${action}`);
    try {
      await relay.subscribe({ url, events, project_id: created.id, once: true });
    } catch (err) {
      throw new z.errors.Error(`Project ${created.id} was created, but the relay could not watch it: ${(err as Error).message}`, 'RelayWatchFailed');
    }
    return created;
  }
  let last: Project | undefined;
  const timeoutMs = RUN_BUDGET_MS - (Date.now() - startedAt);
  if (timeoutMs <= 0) return created;
  try {
    const done = await client.projects.wait(created.kind, created.id, { timeoutMs, onProgress: (p) => (last = p) });
    return projectOutput(created.kind, done);
  } catch (err) {
    if (err instanceof WaitTimeoutError) return last ? projectOutput(created.kind, last) : created;
    throw err;
  }
}

/** Polls a face detection within the run's budget; returns it as it stands when still running. */
export async function waitForFaceDetection(client: Client, id: string, startedAt: number): Promise<Record<string, unknown>> {
  let last: FaceDetection | undefined;
  const timeoutMs = RUN_BUDGET_MS - (Date.now() - startedAt);
  try {
    if (timeoutMs <= 0) return faceDetectionOutput(await client.faceDetection.get(id));
    return faceDetectionOutput(await client.faceDetection.wait(id, { timeoutMs, onProgress: (d) => (last = d) }));
  } catch (err) {
    if (err instanceof WaitTimeoutError && last) return faceDetectionOutput(last);
    throw err;
  }
}

/**
 * `performResume`: reads the project again (fresh download URLs) and returns it
 * when complete, or raises the service's error. The relay's delivery
 * (`{ type, data }`) is used only when the read is not yet final.
 */
export async function resumeProject(z: ZObject, bundle: Bundle): Promise<ProjectOutput> {
  const { id, kind } = bundle.outputData as { id: string; kind: ProjectKind };
  let project = await clientFor(z, bundle).projects.get(kind, id);
  const delivered = projectSchema.safeParse((bundle.cleanedRequest as { data?: unknown } | undefined)?.data);
  if (!TERMINAL_STATUSES.includes(project.status) && delivered.success && delivered.data.id === id && TERMINAL_STATUSES.includes(delivered.data.status)) {
    project = delivered.data;
  }
  if (project.status === 'error') throw new JobFailedError(id, project.error?.code ?? 'unknown_error', project.error?.message ?? '', project);
  if (project.status === 'canceled') throw new JobCanceledError(id, project);
  return projectOutput(kind, project);
}
