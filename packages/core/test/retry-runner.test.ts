import { withRetries, type AttemptResult } from '../src/retry';

function policy(extra: Partial<Parameters<typeof withRetries>[1]> = {}) {
  const waits: number[] = [];
  let clock = 1_000;
  return {
    waits,
    policy: {
      maxRetries: 2,
      random: () => 0.5,
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
      ...extra,
    },
  };
}

const fail = (retry: boolean, headers?: Record<string, string>): AttemptResult<string> => ({
  ok: false,
  retry,
  error: new Error(`failed (retry: ${retry})`),
  headers,
});

describe('withRetries', () => {
  it('returns the first success after backing off between failed attempts', async () => {
    const { waits, policy: p } = policy();
    const results = [fail(true), fail(true), { ok: true as const, value: 'done' }];
    await expect(withRetries(async (n) => results[n]!, p)).resolves.toBe('done');
    expect(waits).toEqual([500, 1000]);
  });

  it('throws the last failure once the retries are spent', async () => {
    const { waits, policy: p } = policy({ maxRetries: 1 });
    let calls = 0;
    await expect(withRetries(async () => (calls++, fail(true)), p)).rejects.toThrow('failed');
    expect(calls).toBe(2);
    expect(waits).toHaveLength(1);
  });

  it('gives up at once on a failure that is not retryable', async () => {
    const { waits, policy: p } = policy();
    await expect(withRetries(async () => fail(false), p)).rejects.toThrow('retry: false');
    expect(waits).toEqual([]);
  });

  it('waits what Retry-After asks, capped at maxRetryAfterMs', async () => {
    const { waits, policy: p } = policy({ maxRetryAfterMs: 3_000 });
    const results = [
      fail(true, { 'retry-after': '2' }),
      fail(true, { 'retry-after': '60' }),
      { ok: true as const, value: 'ok' },
    ];
    await withRetries(async (n) => results[n]!, p);
    expect(waits).toEqual([2_000, 3_000]);
  });

  it('starts no retry whose wait would end past the deadline', async () => {
    const { waits, policy: p } = policy({ deadline: 1_200 });
    await expect(withRetries(async () => fail(true), p)).rejects.toThrow('failed');
    expect(waits).toEqual([]);
  });

  it('retries at once without spending a retry when asked to', async () => {
    const { waits, policy: p } = policy({ maxRetries: 0 });
    const results: AttemptResult<string>[] = [
      { ...fail(true), immediately: true } as AttemptResult<string>,
      { ok: true, value: 'fresh' },
    ];
    await expect(withRetries(async (n) => results[n]!, p)).resolves.toBe('fresh');
    expect(waits).toEqual([]);
  });

  it('lets beforeRetry stop retrying with its own error', async () => {
    const { policy: p } = policy({
      beforeRetry: () => {
        throw new Error('cannot re-read');
      },
    });
    await expect(withRetries(async () => fail(true), p)).rejects.toThrow('cannot re-read');
  });

  it('stops waiting with the abort reason when the signal aborts', async () => {
    const controller = new AbortController();
    const { policy: p } = policy({
      signal: controller.signal,
      sleep: () => new Promise<void>(() => controller.abort(new Error('stopped by the user'))),
    });
    await expect(withRetries(async () => fail(true), p)).rejects.toThrow('stopped by the user');
  });
});
