/**
 * Waiting without polling (Waiting Method "Automatic"): after submitting, one
 * one-shot relay watch per job points at this execution's resume URL and the
 * run pauses (n8n stores it and frees the worker); the watch that sees the
 * last job end resumes it (resume.ts). The pause has no deadline: n8n would
 * end it by passing the node's input through as its output, so the run
 * waits for the jobs, whose end the relay reports even when the service's
 * event is lost (its watchdog reads quiet projects).
 */
import { TERMINAL_STATUSES, type Client, type OperationKind, type ProjectKind } from '@genservice/core';
import { WAIT_INDEFINITELY, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { createSubscription, deleteSubscription } from '../../transport/relay';

/** One input item's job, in item order: its project, or the error its submission ended with. */
export interface PausedJob {
  id?: string;
  kind?: ProjectKind;
  error?: string;
}

/** Jobs travel in the resume URL; more than this would make it too long. */
const MAX_JOBS = 100;

/**
 * Whether this run can pause: a relay is configured, the jobs have events, n8n can resume the run
 * (not the CLI or an AI tool), and failures need not fail the node (Continue On Fail or an error
 * output), since n8n cannot fail a node after a webhook resumed it.
 */
export function canPause(ctx: IExecuteFunctions, relayUrl: string, kind: OperationKind, count: number): boolean {
  if (!relayUrl || kind === 'face-detection' || count > MAX_JOBS || !ctx.continueOnFail()) return false;
  if (['cli', 'internal', 'evaluation'].includes(ctx.getMode()) || ctx.getNode().type.endsWith('Tool')) return false;
  return typeof ctx.getExecutionId() === 'string';
}

/**
 * Watches every job at the relay and pauses the run. Resolves with the items
 * to show while paused, or undefined (watches removed) when every job had already ended or the
 * relay refused a watch, so the caller finishes in-process: submitted jobs are never abandoned.
 */
export async function pauseUntilRelayReports(ctx: IExecuteFunctions, client: Client, submitted: INodeExecutionData[]): Promise<INodeExecutionData[] | undefined> {
  const jobs: PausedJob[] = submitted.map(({ json }) => (json.error ? { error: String(json.error).slice(0, 200) } : { id: String(json.id), kind: json.kind as ProjectKind }));
  const resumeUrl = String(ctx.evaluateExpression('{{ $execution.resumeUrl }}', 0));
  const url = `${resumeUrl}${resumeUrl.includes('?') ? '&' : '?'}jobs=${encodeJobs(jobs)}`;
  const watched = jobs.filter((j): j is Required<Pick<PausedJob, 'id' | 'kind'>> => Boolean(j.id));
  const settled = await Promise.allSettled(
    watched.map((j) => createSubscription(ctx, { url, events: ['completed', 'errored', 'canceled'].map((a) => `${j.kind}.${a}`), project_id: j.id, once: true })),
  );
  const watches = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const unwatch = async () => void (await Promise.allSettled(watches.map((w) => deleteSubscription(ctx, w.id))));
  if (watches.length < watched.length) return await unwatch();
  const states = await Promise.all(watched.map((j) => client.projects.get(j.kind, j.id))).catch(() => undefined);
  if (!states || states.every((p) => TERMINAL_STATUSES.includes(p.status))) return await unwatch();
  await ctx.putExecutionToWait(WAIT_INDEFINITELY);
  return submitted;
}

/** The jobs as a URL-safe string (base64url of `[[id, kind] | [null, error], …]`). */
export function encodeJobs(jobs: PausedJob[]): string {
  const json = JSON.stringify(jobs.map((j) => (j.id ? [j.id, j.kind] : [null, j.error ?? 'failed'])));
  return btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The jobs from `encodeJobs`, or undefined when the text is not such a list. */
export function decodeJobs(text: string): PausedJob[] | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const list = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as [string | null, string][];
    if (!Array.isArray(list)) return undefined;
    return list.map(([id, second]) => (id ? { id, kind: second as ProjectKind } : { error: second }));
  } catch {
    return undefined;
  }
}
