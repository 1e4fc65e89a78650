/** A bounded pool for a batch of uploads that stops at the first failure. */

/** Runs `work` over the items with at most `limit` at once; the first failure aborts the rest and is thrown. */
export async function inPool<T>(
  items: readonly T[],
  limit: number,
  batch: AbortController,
  work: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!batch.signal.aborted && next < items.length) {
      const i = next++;
      try {
        await work(items[i]!, i);
      } catch (err) {
        batch.abort(err);
        throw err;
      }
    }
    if (batch.signal.aborted) throw batch.signal.reason;
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
