/**
 * Drives jobs through the service's states with timers: `queued` →
 * `rendering` (inputs checked, `*.started` sent) → `complete` (outputs
 * written, `*.completed`) or `error` (refunded, `*.errored`), or `canceled`
 * (refunded, no event, like the service). Every transition is saved first, so
 * a restart resumes unfinished jobs from their plan.
 */
import { getOperation } from '@genservice/core/internal';
import { refund, settle } from '../credits';
import { deleteOutputs, outputMedia, writeOutputs } from '../outputs';
import { viewProject } from '../project-view';
import type { UrlSigner } from '../signed-urls';
import type { Storage } from '../storage';
import type { ProjectRow, Store } from '../store';
import type { WebhookSender } from '../webhooks/sender';
import { messageFor } from './error-codes';
import { detectFaces } from './faces';
import { checkInputs } from './inputs';
import type { Scenario } from './scenario';

export interface JobDeps {
  store: Store;
  storage: Storage;
  signer: UrlSigner;
  sender: WebhookSender;
  scenario: Scenario;
}

export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly deps: JobDeps) {}

  /** Schedules the next transition of an open project from its plan (immediately when overdue). */
  schedule(p: ProjectRow, now = Date.now()): void {
    if (this.closed || (p.status !== 'queued' && p.status !== 'rendering')) return;
    const at = p.status === 'queued' ? p.plan.startsAt : p.plan.endsAt;
    clearTimeout(this.timers.get(p.id));
    this.timers.set(
      p.id,
      setTimeout(() => this.track(this.step(p.id)), Math.max(0, at - now)),
    );
  }

  /** Resumes every job a previous run left queued or rendering. */
  resume(): void {
    for (const p of this.deps.store.openProjects()) this.schedule(p);
  }

  /** Ends an open job now with `outcome` (a transition already under way loses); false when it already ended. */
  async end(id: string, outcome: ProjectRow['plan']['outcome']): Promise<boolean> {
    const p = this.deps.store.project(id);
    if (!p || (p.status !== 'queued' && p.status !== 'rendering')) return false;
    clearTimeout(this.timers.get(id));
    p.plan = { ...p.plan, outcome, endsAt: Date.now() };
    await this.finish(p);
    return true;
  }

  /** Stops the timers and waits for transitions in progress. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.catch(() => undefined).finally(() => this.running.delete(work));
  }

  private async step(id: string): Promise<void> {
    const p = this.deps.store.project(id);
    if (this.closed || !p) return;
    if (p.status === 'queued') await this.start(p);
    else if (p.status === 'rendering') await this.finish(p);
  }

  private async start(p: ProjectRow): Promise<void> {
    const op = getOperation(p.opKey);
    const failure = await checkInputs(op, p.request, this.deps.store, this.deps.storage);
    if (failure) p.plan = { ...p.plan, outcome: { status: 'error', ...failure } };
    p.status = 'rendering';
    if (p.kind === 'face-detection' && !failure)
      p.outputs = await detectFaces(this.deps, p.id, Math.min(1, this.deps.scenario.faceCount));
    if (this.deps.store.project(p.id)?.status !== 'queued') return;
    this.deps.store.saveProject(p);
    this.emit(p, 'started');
    this.schedule(p);
  }

  private async finish(p: ProjectRow): Promise<void> {
    const { outcome } = p.plan;
    if (outcome.status === 'complete') {
      p.outputs =
        p.kind === 'face-detection'
          ? await detectFaces(this.deps, p.id, this.deps.scenario.faceCount)
          : await writeOutputs(
              this.deps.storage,
              p.id,
              outputMedia(getOperation(p.opKey), p.request),
            );
    }
    const { store } = this.deps;
    const ended = store.transaction(() => {
      const current = store.project(p.id);
      if (!current || (current.status !== 'queued' && current.status !== 'rendering')) return false;
      if (outcome.status !== 'complete') refund(store, p);
      else settle(store, p);
      if (outcome.status === 'error')
        p.error = { code: outcome.code, message: outcome.message ?? messageFor(outcome.code) };
      p.status = outcome.status;
      store.saveProject(p);
      return true;
    });
    this.timers.delete(p.id);
    if (!ended && outcome.status === 'complete' && p.kind !== 'face-detection')
      await deleteOutputs(this.deps.storage, p.id);
    if (ended && outcome.status !== 'canceled')
      this.emit(p, outcome.status === 'complete' ? 'completed' : 'errored');
  }

  private emit(p: ProjectRow, action: string): void {
    if (p.kind === 'face-detection') return;
    const duplicate = this.deps.scenario.duplicateEvents || p.plan.duplicateEvents === true;
    this.deps.sender.send(
      `${p.kind}.${action}`,
      viewProject(p, this.deps.signer) as { id: string },
      duplicate,
    );
  }
}
