/** A concurrency limiter without timers: at most `max` tasks run at once, the rest start in call order. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs tasks given to the returned function with at most `max` (≥ 1) of them in flight. */
export function limit(max: number): Limit {
  const size = Math.max(1, Math.floor(max) || 1);
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    active--;
    queue.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
