/**
 * Waiting without polling ("Pause the Workflow When Possible"): after
 * submitting, a relay watch on the first job still running points at this
 * execution's resume URL and the run pauses (n8n stores it and frees the
 * worker); each wake-up extends the watch chain until every job has ended
 * (watch.ts, resume.ts). The pause has no deadline: n8n would end it by
 * passing the node's input through as its output, so the run waits for the
 * jobs, whose end the relay reports even when the service's event is lost.
 */
import { isWatchable, type Client, type OperationKind } from '@genservice/core';
import { WAIT_INDEFINITELY, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { relayFor } from '../../transport/relay';
import type { JobRef } from './finish';
import { MAX_PAUSED_JOBS, type PausedJob, type PausedRun } from './state';
import { watchUntilDone } from './watch';

/**
 * Whether this run can pause: a relay is configured, the jobs have events, n8n can resume the run
 * (not the CLI or an AI tool), and failures need not fail the node (Continue On Fail or an error
 * output), since n8n cannot fail a node after a webhook resumed it.
 */
export function canPause(
  ctx: IExecuteFunctions,
  relayUrl: string,
  kind: OperationKind,
  count: number,
): boolean {
  if (!relayUrl || !isWatchable(kind) || count > MAX_PAUSED_JOBS || !ctx.continueOnFail())
    return false;
  if (
    ['cli', 'internal', 'evaluation'].includes(ctx.getMode()) ||
    ctx.getNode().type.endsWith('Tool')
  )
    return false;
  return typeof ctx.getExecutionId() === 'string';
}

/**
 * Starts the watch chain and pauses the run. Resolves with the items to show while paused, or
 * undefined (its watches removed) when every job had already ended or the relay or service could
 * not be reached, so the caller finishes in-process: submitted jobs are never abandoned.
 */
export async function pauseUntilJobsEnd(
  ctx: IExecuteFunctions,
  client: Client,
  submitted: INodeExecutionData[],
  refs: (JobRef | undefined)[],
): Promise<INodeExecutionData[] | undefined> {
  const jobs: PausedJob[] = submitted.map(({ json }, i) => {
    const ref = refs[i];
    if (!ref) return { error: String(json.error ?? 'failed') };
    const kind = ref.kind as Extract<PausedJob, { id: string }>['kind'];
    return { id: ref.id, kind, ...(ref.inputName ? { input: ref.inputName } : {}) };
  });
  const run: PausedRun = {
    resumeUrl: String(ctx.evaluateExpression('{{ $execution.resumeUrl }}', 0)),
    jobs,
  };
  const placed: string[] = [];
  const relay = await relayFor(ctx);
  const outcome = await watchUntilDone(relay, client, run, placed).catch(() => undefined);
  if (outcome !== 'watching') {
    await Promise.allSettled(placed.map((id) => relay.unsubscribe(id)));
    return undefined;
  }
  await ctx.putExecutionToWait(WAIT_INDEFINITELY);
  return submitted;
}
