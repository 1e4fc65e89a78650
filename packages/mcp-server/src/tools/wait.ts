/**
 * wait_for_project: waits for a job to finish with core's wait (polling, or woken by the relay's
 * watch when a relay is configured), tells the client how it goes through MCP progress
 * notifications, and answers `still_running` at its time limit instead of failing.
 */
import type { CallToolResult, ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { jobOutput, WaitTimeoutError, type Job } from '@genservice/core';
import type { AccountContext } from '../account-context';
import { kindOf, projectArgs } from './projects';
import { ok, ToolInputError } from './result';

/** What the wait needs from the MCP request: its progress token, its cancel signal and a sender. */
export interface WaitRequest {
  progressToken?: string | number;
  signal?: AbortSignal;
  sendNotification(notification: ServerNotification): Promise<void>;
}

const DEFAULT_TIMEOUT_S = 300;

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
  try {
    const job = (await ctx.client.jobs.wait(kind, id, {
      timeoutMs: timeout * 1000,
      signal: request.signal,
      onProgress: (j: Job) => void progress(String(j.status)),
    })) as Job;
    await progress(String(job.status));
    const { raw: _raw, ...flat } = jobOutput(kind, job);
    return ok(flat);
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
  }
}

/** Sends `notifications/progress` (seconds waited of the limit) when the client asked for progress. */
function progressSender(request: WaitRequest, timeoutS: number, started: number) {
  let last = -1;
  return async (status: string) => {
    if (request.progressToken === undefined) return;
    const waited = Math.max(last + 0.001, (Date.now() - started) / 1000);
    last = waited;
    await request
      .sendNotification({
        method: 'notifications/progress',
        params: {
          progressToken: request.progressToken,
          progress: Number(waited.toFixed(3)),
          total: timeoutS,
          message: `Project ${status} after ${Math.round(waited)} s`,
        },
      })
      .catch(() => undefined);
  };
}
