/**
 * Waiting for a created job inside a Zapier step, always within the step's
 * deadline. For a project, with a relay (and not while the editor loads a
 * sample), the step pauses on `z.generateCallbackUrl()`, registered as a
 * one-shot relay watch on the project; the relay delivers at once when the
 * job's final event arrived before the watch, so registering after the create
 * loses nothing; until the service's webhooks reach the relay (no signing
 * secret in the connection), the relay's watchdog reads the project at the
 * service after a quiet spell, so the step still resumes, later. `resumeJob`
 * finishes it. Otherwise (and always for face
 * detections, which send no events) the job is polled until the deadline and,
 * when still running, returned as it stands: the project id is never lost.
 */
import {
  TimeoutError,
  WaitTimeoutError,
  isWatchable,
  type Client,
  type JobOutput,
  type OperationKind,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { outputFor } from '../outputs';
import { relayFor } from '../relay';
import { clientFor, stepDeadline } from '../service';

/** Pauses the step until the relay calls back, or polls until `deadline` when callbacks cannot be used. */
export async function waitForJob(
  z: ZObject,
  bundle: Bundle,
  client: Client,
  created: JobOutput,
  deadline: number,
): Promise<JobOutput> {
  const relay = isWatchable(created.kind) ? relayFor(z, bundle, deadline) : undefined;
  const url = relay && !bundle.meta?.isLoadingSample ? z.generateCallbackUrl() : undefined;
  if (!relay || !url) return (await pollJob(client, created.kind, created.id, deadline)) ?? created;
  try {
    await relay.watch(created.kind, created.id, url);
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
 * The job is read from the service (fresh download URLs) and returned when
 * complete, or the service's error is raised; a job not yet final is polled
 * until the step's deadline and returned as it stands.
 */
export async function resumeJob(z: ZObject, bundle: Bundle): Promise<JobOutput> {
  const deadline = stepDeadline();
  const { id, kind } = bundle.outputData as { id: string; kind: OperationKind };
  const polled = await pollJob(clientFor(z, bundle, deadline), kind, id, deadline);
  return polled ?? outputFor(kind, { id, status: 'queued' });
}

/** The job as the service reports it now, or `job` unchanged when no answer comes by `deadline`. */
export async function readNow(
  client: Client,
  job: JobOutput,
  deadline: number,
): Promise<JobOutput> {
  try {
    return outputFor(job.kind, await client.jobs.get(job.kind, job.id, { deadline }));
  } catch (err) {
    if (err instanceof TimeoutError) return job;
    throw err;
  }
}

/**
 * Reads the job until it is final or `deadline` (ms epoch) passes; reads in
 * flight end by then. Resolves with the completed job, or the last one read
 * when time runs out (undefined when none was read); rejects with the
 * service's error for a failed or canceled job.
 */
async function pollJob(
  client: Client,
  kind: OperationKind,
  id: string,
  deadline: number,
): Promise<JobOutput | undefined> {
  let last: Parameters<typeof outputFor>[1] | undefined;
  try {
    const done = await client.jobs.wait(kind, id, { deadline, onProgress: (j) => (last = j) });
    return outputFor(kind, done);
  } catch (err) {
    if (err instanceof WaitTimeoutError || err instanceof TimeoutError)
      return last && outputFor(kind, last);
    throw err;
  }
}
