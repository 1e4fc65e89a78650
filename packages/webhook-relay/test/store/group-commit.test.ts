/** Group commit: one transaction per turn, results in order, failures reject the whole batch. */
import { GroupCommit } from '../../src/store/group-commit';

describe('GroupCommit', () => {
  it('commits everything submitted in one turn as one batch and resolves each with its own result', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>({
      commit: (items) => (batches.push(items), items.map((i) => i * 10)),
    });
    const results = await Promise.all([1, 2, 3].map((i) => gc.submit(i)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('splits at maxBatch and commits one batch at a time, queuing the next meanwhile', async () => {
    const batches: number[][] = [];
    let active = 0;
    let maxActive = 0;
    const gc = new GroupCommit<number, void>({
      maxBatch: 2,
      commit: async (items) => {
        maxActive = Math.max(maxActive, ++active);
        batches.push(items);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return items.map(() => undefined);
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((i) => gc.submit(i)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(maxActive).toBe(1);
  });

  it('commits up to `concurrency` batches at once', async () => {
    let active = 0;
    let maxActive = 0;
    const gc = new GroupCommit<number, void>({
      maxBatch: 1,
      concurrency: 2,
      commit: async (items) => {
        maxActive = Math.max(maxActive, ++active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return items.map(() => undefined);
      },
    });
    await Promise.all([1, 2, 3, 4].map((i) => gc.submit(i)));
    expect(maxActive).toBe(2);
  });

  it('rejects every item of a failed batch and goes on with the next one', async () => {
    let fail = true;
    const gc = new GroupCommit<number, number>({
      commit: (items) => {
        if (fail) throw new Error('disk full');
        return items;
      },
    });
    const failed = await Promise.allSettled([gc.submit(1), gc.submit(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(gc.submit(3)).resolves.toBe(3);
  });

  it('flush waits for queued and running commits', async () => {
    const done: number[] = [];
    const gc = new GroupCommit<number, void>({
      commit: async (items) => {
        await new Promise((r) => setTimeout(r, 5));
        done.push(...items);
        return items.map(() => undefined);
      },
    });
    void gc.submit(1);
    void gc.submit(2);
    await gc.flush();
    expect(done).toEqual([1, 2]);
  });
});
