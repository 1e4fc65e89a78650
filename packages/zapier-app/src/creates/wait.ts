/**
 * Waiting for a created job inside a Zapier run. For a project, with a relay
 * (and not while the editor loads a sample), the step pauses on
 * `z.generateCallbackUrl()`, registered as a one-shot relay watch, and
 * `resumeJob` finishes it. Otherwise (and always for face detections, which
 * send no events) the job is polled within the run's budget and, when still
 * running, returned as it stands.
 */
import {
  WaitTimeoutError,
  isWatchable,
  type Client,
  type JobOutput,
  type OperationKind,
} from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { outputFor } from '../outputs';
import { relayFor } from '../relay';
import { RUN_BUDGET_MS, clientFor } from '../service';

/** Pauses the step until the relay calls back, or polls when callbacks cannot be used. */
export async function waitForJob(
  z: ZObject,
  bundle: Bundle,
  client: Client,
  created: JobOutput,
  startedAt: number,
): Promise<JobOutput> {
  const relay = isWatchable(created.kind) ? relayFor(z, bundle) : undefined;
  const url = relay && !bundle.meta?.isLoadingSample ? z.generateCallbackUrl() : undefined;
  if (!relay || !url)
    return (await pollJob(client, created.kind, created.id, startedAt)) ?? created;
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
 * within the run's budget and returned as it stands.
 */
export async function resumeJob(z: ZObject, bundle: Bundle): Promise<JobOutput> {
  const { id, kind } = bundle.outputData as { id: string; kind: OperationKind };
  const polled = await pollJob(clientFor(z, bundle), kind, id, Date.now());
  return polled ?? outputFor(kind, { id, status: 'queued' });
}

/**
 * Reads the job until it is final or the run's budget (from `startedAt`) is
 * spent. Resolves with the completed job, or the last one read when time runs
 * out (undefined when none was read); rejects with the service's error for a
 * failed or canceled job.
 */
async function pollJob(
  client: Client,
  kind: OperationKind,
  id: string,
  startedAt: number,
): Promise<JobOutput | undefined> {
  let last: Parameters<typeof outputFor>[1] | undefined;
  const timeoutMs = RUN_BUDGET_MS - (Date.now() - startedAt);
  try {
    if (timeoutMs <= 0) return outputFor(kind, await client.jobs.get(kind, id));
    const done = await client.jobs.wait(kind, id, { timeoutMs, onProgress: (j) => (last = j) });
    return outputFor(kind, done);
  } catch (err) {
    if (err instanceof WaitTimeoutError) return last && outputFor(kind, last);
    throw err;
  }
}
