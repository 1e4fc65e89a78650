import {
  createClient,
  pollUntilDone,
  TimeoutError,
  WaitTimeoutError,
  type PollTarget,
} from '@genservice/core/internal';
import { answer, START, virtualRuntime, type Reply } from '../support/virtual-runtime';

/** A job that reports `statuses` in turn (the last one forever); records each read's deadline. */
function job(runtime: { now(): number }, statuses: (string | 'stall')[]) {
  const reads: { at: number; deadline?: number }[] = [];
  const target: PollTarget<{ status: string }> = {
    id: 'vid_1',
    kind: 'video',
    async read(_signal, deadline) {
      reads.push({ at: runtime.now() - START, deadline });
      const status = statuses[Math.min(reads.length - 1, statuses.length - 1)]!;
      if (status === 'stall')
        throw new TimeoutError('GET: no answer before the deadline', { deadlineReached: true });
      return { status };
    },
    status: (r) => r.status,
    isTerminal: (s) => s === 'complete',
  };
  return { target, reads };
}

describe('pollUntilDone with a deadline', () => {
  it('passes the deadline to every read and never sleeps past it', async () => {
    const runtime = virtualRuntime(() => answer(200, {}));
    const { target, reads } = job(runtime, ['queued', 'rendering']);
    const deadline = START + 12_000;
    const err = (await pollUntilDone(runtime, target, { deadline }).catch(
      (e: unknown) => e,
    )) as WaitTimeoutError;
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err).toMatchObject({ jobId: 'vid_1', kind: 'video', lastStatus: 'rendering' });
    expect(reads.every((r) => r.deadline === deadline)).toBe(true);
    expect(runtime.elapsed()).toBeLessThanOrEqual(12_000);
    expect(reads.at(-1)!.at).toBe(11_000);
  });

  it('returns the job when the last read before the deadline finds it complete', async () => {
    const runtime = virtualRuntime(() => answer(200, {}));
    const { target, reads } = job(runtime, ['rendering', 'rendering', 'complete']);
    await expect(pollUntilDone(runtime, target, { deadline: START + 6_000 })).resolves.toEqual({
      status: 'complete',
    });
    expect(reads.map((r) => r.at)).toEqual([0, 5_000, 5_500]);
  });

  it('turns a read the deadline cut into WaitTimeoutError with the last status seen', async () => {
    const runtime = virtualRuntime(() => answer(200, {}));
    const { target } = job(runtime, ['rendering', 'stall']);
    const err = await pollUntilDone(runtime, target, { deadline: START + 60_000 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err).toMatchObject({ jobId: 'vid_1', lastStatus: 'rendering' });
  });

  it('keeps the one last read at the end of timeoutMs when no deadline is set', async () => {
    const runtime = virtualRuntime(() => answer(200, {}));
    const { target, reads } = job(runtime, ['rendering']);
    await expect(pollUntilDone(runtime, target, { timeoutMs: 9_000 })).rejects.toBeInstanceOf(
      WaitTimeoutError,
    );
    expect(reads.at(-1)!.at).toBe(9_000);
    expect(reads.every((r) => r.deadline === undefined)).toBe(true);
  });
});

describe('jobs.wait with a deadline', () => {
  it('bounds each read in flight by the time left, and ends at the deadline with the job id', async () => {
    const replies: Reply[] = [answer(200, { id: 'img_7', status: 'rendering' }), 'stall'];
    const runtime = virtualRuntime((_req, n) => replies[Math.min(n, replies.length - 1)]!);
    const client = createClient({ apiKey: 'sk-deadline-key', runtime, timeoutMs: 20_000 });
    const err = (await client.jobs
      .wait('image', 'img_7', { deadline: START + 5_000 })
      .catch((e: unknown) => e)) as WaitTimeoutError;
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err).toMatchObject({ jobId: 'img_7', kind: 'image', lastStatus: 'rendering' });
    expect(runtime.elapsed()).toBe(5_000);
    const [first, second] = runtime.requests;
    expect(first!.timeoutMs).toBe(5_000);
    expect(second!.timeoutMs).toBe(5_000 - (second!.at - START));
    expect(runtime.requests).toHaveLength(2);
  });
});
