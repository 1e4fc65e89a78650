/**
 * Group commit: work queued during one event-loop turn (or until `maxBatch`)
 * is committed in one transaction, so one fsync covers many requests.
 */

export interface GroupCommitOptions<I, R> {
  /** Commits every item in one transaction and returns one result per item, in order. */
  commit(items: I[]): R[] | Promise<R[]>;
  /** Largest batch; a full batch is committed at once. Default 512. */
  maxBatch?: number;
  /** Extra milliseconds to wait for more items; 0 (default) commits on the next turn. */
  delayMs?: number;
  /** Batches committed at the same time (separate transactions). Default 1. */
  concurrency?: number;
}

interface Pending<I, R> {
  item: I;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Batches `submit` calls. Each promise settles only after its batch's commit returned: with the
 * result, or with the commit's error (every item of a failed batch is rejected). At most
 * `concurrency` batches are committed at a time; items submitted meanwhile form the next batch.
 */
export class GroupCommit<I, R> {
  private queue: Pending<I, R>[] = [];
  private scheduled = false;
  private readonly running = new Set<Promise<void>>();
  private readonly maxBatch: number;
  private readonly concurrency: number;

  constructor(private readonly options: GroupCommitOptions<I, R>) {
    this.maxBatch = options.maxBatch ?? 512;
    this.concurrency = options.concurrency ?? 1;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once everything submitted so far is committed (or rejected). */
  async flush(): Promise<void> {
    while (this.queue.length || this.running.size || this.scheduled) {
      await (this.running.size ? Promise.race(this.running) : new Promise((r) => setImmediate(r)));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.running.size >= this.concurrency) return;
    this.scheduled = true;
    const delay = this.options.delayMs ?? 0;
    if (delay > 0 && this.queue.length < this.maxBatch) setTimeout(() => this.run(), delay);
    else setImmediate(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    const batch = this.queue.splice(0, this.maxBatch);
    if (!batch.length) return;
    const commit: Promise<void> = this.commit(batch).finally(() => {
      this.running.delete(commit);
      if (this.queue.length) this.schedule();
    });
    this.running.add(commit);
    if (this.queue.length) this.schedule();
  }

  private async commit(batch: Pending<I, R>[]): Promise<void> {
    try {
      const results = await this.options.commit(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i] as R));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}
