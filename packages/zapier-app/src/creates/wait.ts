/**
 * Waiting for a created job inside a Zapier run. With a relay (and not while
 * the editor loads a sample) the step pauses on `z.generateCallbackUrl()`,
 * registered as a one-shot relay watch on the project, and `resumeProject`
 * finishes it. Otherwise the job is polled within the run's budget and, when
 * it is still running, returned as it stands.
 */
import {
  WaitTimeoutError,
  finalEventTypes,
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
export async function waitForProject(
  z: ZObject,
  bundle: Bundle,
  client: Client,
  created: ProjectOutput,
  startedAt: number,
): Promise<ProjectOutput> {
  const relay = relayFor(z, bundle);
  const url = relay && !bundle.meta?.isLoadingSample ? z.generateCallbackUrl() : undefined;
  if (!relay || !url)
    return (await pollProject(client, created.kind, created.id, startedAt)) ?? created;
  const events = finalEventTypes(created.kind);
  try {
    await relay.subscribe({ url, events, project_id: created.id, once: true });
  } catch (err) {
    throw new z.errors.Error(
      `Project ${created.id} was created, but the relay could not watch it: ${(err as Error).message}`,
      'RelayWatchFailed',
    );
  }
  return created;
}

/**
 * `performResume`. The callback only wakes the step: its body is not trusted.
 * The project is read from the service (fresh download URLs) and returned when
 * complete, or the service's error is raised; a project not yet final is
 * polled within the run's budget and returned as it stands.
 */
export async function resumeProject(z: ZObject, bundle: Bundle): Promise<ProjectOutput> {
  const { id, kind } = bundle.outputData as { id: string; kind: ProjectKind };
  const polled = await pollProject(clientFor(z, bundle), kind, id, Date.now());
  return polled ?? projectOutput(kind, { id, status: 'queued' });
}

/**
 * Reads the project until it is final or the run's budget (from `startedAt`)
 * is spent. Resolves with the completed project, or the last one read when
 * time runs out (undefined when none was read); rejects with the service's
 * error for a failed or canceled job.
 */
async function pollProject(
  client: Client,
  kind: ProjectKind,
  id: string,
  startedAt: number,
): Promise<ProjectOutput | undefined> {
  let last: Project | undefined;
  const timeoutMs = RUN_BUDGET_MS - (Date.now() - startedAt);
  if (timeoutMs <= 0) return undefined;
  try {
    return projectOutput(
      kind,
      await client.projects.wait(kind, id, { timeoutMs, onProgress: (p) => (last = p) }),
    );
  } catch (err) {
    if (err instanceof WaitTimeoutError) return last && projectOutput(kind, last);
    throw err;
  }
}

/** Polls a face detection within the run's budget; returns it as it stands when still running. */
export async function waitForFaceDetection(
  client: Client,
  id: string,
  startedAt: number,
): Promise<Record<string, unknown>> {
  let last: FaceDetection | undefined;
  const timeoutMs = RUN_BUDGET_MS - (Date.now() - startedAt);
  try {
    if (timeoutMs <= 0) return faceDetectionOutput(await client.faceDetection.get(id));
    return faceDetectionOutput(
      await client.faceDetection.wait(id, { timeoutMs, onProgress: (d) => (last = d) }),
    );
  } catch (err) {
    if (err instanceof WaitTimeoutError && last) return faceDetectionOutput(last);
    throw err;
  }
}
