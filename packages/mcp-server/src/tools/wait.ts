/**
 * wait_for_project: waits for a job to finish with core's wait, woken early by the relay's watch
 * when a relay is configured (then polling is only the slow backstop), tells the client how it
 * goes through MCP progress notifications, and answers `still_running` at its time limit.
 */
import type { CallToolResult, ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import {
  isWatchable,
  jobOutput,
  TERMINAL_STATUSES,
  WaitTimeoutError,
  type Job,
  type OperationKind,
} from '@genservice/core/internal';
import type { AccountContext } from '../account-context';
import type { RelayWatch } from '../relay-wake';
import { kindOf, projectArgs } from './projects';
import { ok, ToolInputError } from './result';
import { progressSender } from './wait-progress';

/** What the wait needs from the MCP request: its progress token, its cancel signal and a sender. */
export interface WaitRequest {
  progressToken?: string | number;
  signal?: AbortSignal;
  sendNotification(notification: ServerNotification): Promise<void>;
}

const DEFAULT_TIMEOUT_S = 300;
/** Polls while a relay watch stands: a backstop for a lost event, not the way to learn the end. */
const WATCHED_SCHEDULE = { initialMs: 20_000, factor: 1.5, maxMs: 60_000 };

/** Waits for the job the arguments name. */
export async function waitForProject(
  ctx: AccountContext,
  args: Record<string, unknown>,
  request: WaitRequest,
): Promise<CallToolResult> {
  const { id, kind: given } = projectArgs(args);
  const timeout = args.timeout_seconds ?? DEFAULT_TIMEOUT_S;
  if (typeof timeout !== 'number' || !(timeout > 0))
    throw new ToolInputError('Invalid type for timeout_seconds: expected a number above 0');
  const kind = await kindOf(ctx, id, given);
  const started = Date.now();
  const progress = progressSender(request, timeout, started);
  await progress('waiting');
  const watch =
    ctx.relay && isWatchable(kind)
      ? await ctx.relay.waker.watch(ctx.relay.client, kind, id)
      : undefined;
  try {
    const job = await untilFinished(ctx, kind, id, timeout * 1000, request, watch, progress);
    await progress(String(job.status));
    const { raw: _raw, ...flat } = jobOutput(kind, job);
    return ok({ ...flat, woken_by: watch?.fired ? 'relay' : 'polling' });
  } catch (err) {
    if (!(err instanceof WaitTimeoutError)) throw err;
    return ok({
      status: 'still_running',
      project_id: id,
      kind,
      last_status: err.lastStatus ?? null,
      waited_seconds: Math.round((Date.now() - started) / 1000),
      next: 'The job keeps running; call wait_for_project again to keep waiting.',
    });
  } finally {
    await watch?.stop();
  }
}

/** Core's wait (slowed down while a watch stands), ended early when the watch fires and the job is final. */
async function untilFinished(
  ctx: AccountContext,
  kind: OperationKind,
  id: string,
  timeoutMs: number,
  request: WaitRequest,
  watch: RelayWatch | undefined,
  progress: (status: string) => Promise<void>,
): Promise<Job> {
  const stop = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
  const polled = ctx.client.jobs.wait(kind, id, {
    timeoutMs,
    signal,
    onProgress: (j: Job) => void progress(String(j.status)),
    ...(watch ? { schedule: WATCHED_SCHEDULE } : {}),
  }) as Promise<Job>;
  if (!watch) return polled;
  const first = await Promise.race([polled, watch.woken.then(() => undefined)]);
  if (first) return first;
  const job = await ctx.client.jobs.get(kind, id, { signal: request.signal });
  if (!TERMINAL_STATUSES.includes(String(job.status))) return polled;
  stop.abort();
  polled.catch(() => undefined);
  return job;
}
