/**
 * Waiting without polling ("Pause the Workflow When Possible"): after
 * submitting, a relay watch on the first job still running points at this
 * execution's resume URL and the run pauses (n8n stores it and frees the
 * worker); each wake-up extends the watch chain until every job has ended
 * (watch.ts, resume.ts). Without Limit Wait Time the pause has no end but
 * the jobs', whose end the relay reports even when the service's event is
 * lost. With it, the pause ends at the limit: n8n then resumes the run by
 * passing the node's stored input through as its output (it re-runs the node
 * disabled), so that input is replaced by the items of the cut jobs, each
 * with its project ID and the limit's error.
 */
import {
  isWatchable,
  readyTenant,
  tenantState,
  type Client,
  type HostedRelayClient,
  type OperationKind,
} from '@genservice/core/internal';
import { WAIT_INDEFINITELY, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { readCredentials } from '../../transport/client';
import { relayFor } from '../../transport/relay';
import { secretForRelay, setupSteps } from '../../transport/relay-readiness';
import type { JobRef } from './finish';
import { limitMessage, unfinishedFields, type WaitLimit } from './limit';
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
 * Starts the watch chain and pauses the run, until `limit` when given. Resolves with the items to
 * show while paused, or undefined (its watches removed) when every job had already ended or the
 * relay or service could not be reached, so the caller finishes in-process: submitted jobs are
 * never abandoned.
 */
export async function pauseUntilJobsEnd(
  ctx: IExecuteFunctions,
  client: Client,
  submitted: INodeExecutionData[],
  refs: (JobRef | undefined)[],
  limit?: WaitLimit,
): Promise<INodeExecutionData[] | undefined> {
  const jobs: PausedJob[] = submitted.map(({ json }, i) => {
    const ref = refs[i];
    if (!ref) return { error: String(json.error ?? 'failed') };
    const kind = ref.kind as Extract<PausedJob, { id: string }>['kind'];
    return {
      id: ref.id,
      kind,
      facts: ref.facts,
      ...(ref.inputName ? { input: ref.inputName } : {}),
    };
  });
  const run: PausedRun = {
    resumeUrl: String(ctx.evaluateExpression('{{ $execution.resumeUrl }}', 0)),
    jobs,
  };
  const placed: string[] = [];
  const relay = await relayFor(ctx);
  if (!(await relayCanWake(ctx, relay))) return undefined;
  const outcome = await watchUntilDone(relay, client, run, placed).catch(() => undefined);
  if (outcome !== 'watching') {
    await Promise.allSettled(placed.map((id) => relay.unsubscribe(id)));
    return undefined;
  }
  if (limit) ctx.getExecuteData().data = { main: [cutItems(submitted, refs, limit)] };
  await ctx.putExecutionToWait(limit ? new Date(limit.deadline) : WAIT_INDEFINITELY);
  return submitted;
}

/**
 * False, with a hint on the node's output saying what to set up, when the relay has no signing
 * secret for the service's events (it could not wake the run): the caller waits by polling.
 */
async function relayCanWake(ctx: IExecuteFunctions, relay: HostedRelayClient): Promise<boolean> {
  const credentials = await readCredentials(ctx);
  const tenant = await readyTenant(relay, secretForRelay(credentials)).catch(() => undefined);
  if (!tenant || tenantState(tenant) !== 'needs-secret') return true;
  const steps = setupSteps(tenant, credentials.relayUrl);
  ctx.addExecutionHints({
    message: `Waited by checking for the results: the relay is not set up to receive the service's events. ${steps}`,
    location: 'outputPane',
  });
  return false;
}

/** What the node outputs when the limit ends the pause: every job as cut, failed submissions as they were. */
function cutItems(
  submitted: INodeExecutionData[],
  refs: (JobRef | undefined)[],
  limit: WaitLimit,
): INodeExecutionData[] {
  return submitted.map(({ json }, i) => {
    const ref = refs[i];
    if (!ref) return { json, pairedItem: { item: i } };
    const job = { ...ref, status: typeof json.status === 'string' ? json.status : undefined };
    const cut = { ...unfinishedFields(job), error: limitMessage(job, limit) };
    return { json: cut, pairedItem: { item: i } };
  });
}
