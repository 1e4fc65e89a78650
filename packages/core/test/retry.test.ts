import { inspect } from 'node:util';
import { ApiError, ConnectionError, TimeoutError } from '../src/errors';
import {
  abortableSleep,
  backoffMs,
  isRetryableStatus,
  NOT_SENT_CODES,
  parseRetryAfter,
  retryAfterMs,
  retryDelayMs,
  toNetworkError,
  toRuntimeError,
} from '../src/retry';

describe('backoffMs', () => {
  it('doubles from 500 ms per attempt up to an 8 s cap when jitter is centred', () => {
    const centred = { random: () => 0.5 };
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => backoffMs(a, centred))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('keeps jitter within ±25 % of the exact delay', () => {
    expect(backoffMs(1, { random: () => 0 })).toBe(750);
    expect(backoffMs(1, { random: () => 0.999999 })).toBe(1250);
  });

  it('honours a custom base and cap', () => {
    expect(backoffMs(3, { baseMs: 100, capMs: 500, random: () => 0.5 })).toBe(500);
    expect(backoffMs(0, { baseMs: 100, random: () => 0.5 })).toBe(100);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('reads seconds and HTTP dates, never negative', () => {
    expect(retryAfterMs({ 'retry-after': '3' }, now)).toBe(3000);
    expect(retryAfterMs({ 'retry-after': 'Tue, 01 Jan 2030 00:00:10 GMT' }, now)).toBe(10_000);
    expect(retryAfterMs({ 'retry-after': 'Mon, 31 Dec 2029 23:59:00 GMT' }, now)).toBe(0);
  });

  it('is undefined without a header or with an unreadable one', () => {
    expect(retryAfterMs({}, now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
  });

  it('is the same parser the errors module still exports', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
  });
});

describe('retryDelayMs', () => {
  const centred = { now: 0, random: () => 0.5 };

  it('never goes below the first backoff step, so Retry-After: 0 does not retry back to back', () => {
    expect(retryDelayMs(0, { 'retry-after': '0' }, centred)).toBe(500);
    expect(retryDelayMs(3, { 'retry-after': '0.002' }, centred)).toBe(500);
    expect(retryDelayMs(0, { 'retry-after': '0' }, { now: 0, random: () => 0 })).toBe(375);
  });

  it('honours a longer Retry-After up to the cap, and backs off normally without one', () => {
    expect(retryDelayMs(0, { 'retry-after': '3' }, centred)).toBe(3000);
    expect(retryDelayMs(0, { 'retry-after': '300' }, { ...centred, maxRetryAfterMs: 10_000 })).toBe(
      10_000,
    );
    expect(retryDelayMs(2, {}, centred)).toBe(2000);
  });
});

describe('isRetryableStatus', () => {
  it('retries 408, 409, 429 and 5xx for idempotent methods, and nothing else', () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'get'])
      expect(
        [400, 401, 403, 404, 408, 409, 410, 422, 429, 500, 502, 503].filter((s) =>
          isRetryableStatus(method, s),
        ),
      ).toEqual([408, 409, 429, 500, 502, 503]);
  });

  it('retries a POST only on 429 unless its server vouches for more', () => {
    expect([408, 409, 429, 500, 502, 503].filter((s) => isRetryableStatus('POST', s))).toEqual([
      429,
    ]);
    expect(isRetryableStatus('POST', 502, { alsoForPost: [502] })).toBe(true);
    expect(isRetryableStatus('POST', 503, { alsoForPost: [502] })).toBe(false);
  });
});

describe('toNetworkError', () => {
  it('marks refused and unresolvable hosts as not sent', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']) {
      expect(NOT_SENT_CODES.has(code)).toBe(true);
      const err = toNetworkError(Object.assign(new Error('connect failed'), { code }));
      expect(err).toBeInstanceOf(ConnectionError);
      expect(err.requestSent).toBe(false);
    }
  });

  it('treats a reset connection as possibly sent and names its code', () => {
    const err = toNetworkError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(err.requestSent).toBe(true);
    expect(err.message).toBe('socket hang up (ECONNRESET)');
  });

  it('finds the code in the cause chain and inside AggregateErrors (fetch, happy eyeballs)', () => {
    const inner = new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]);
    const err = toNetworkError(new TypeError('fetch failed', { cause: inner }));
    expect(err.requestSent).toBe(false);
  });

  it('maps timeouts of node:http, axios, undici and node-fetch to TimeoutError', () => {
    const timeouts = [
      Object.assign(new Error('t'), { code: 'ETIMEDOUT' }),
      Object.assign(new Error('timeout of 5000ms exceeded'), { code: 'ECONNABORTED' }),
      Object.assign(new Error('t'), { code: 'UND_ERR_HEADERS_TIMEOUT' }),
      Object.assign(new Error('t'), { type: 'request-timeout' }),
      Object.assign(new Error('t'), { name: 'TimeoutError' }),
    ];
    for (const t of timeouts) expect(toNetworkError(t)).toBeInstanceOf(TimeoutError);
    expect(toNetworkError(timeouts[0], { timeoutMs: 5000 }).message).toBe(
      'Request timed out after 5000 ms',
    );
  });

  it('keeps only a redacted stand-in of the host error as cause, so printing it shows no secret', () => {
    const axiosLike = Object.assign(new Error('socket hang up'), {
      code: 'ECONNRESET',
      config: { headers: { Authorization: 'Bearer sk-HOSTSECRET' } },
      input: 'https://storage.test/x.png?X-Amz-Signature=SIGNEDCAUSE',
    });
    const err = toNetworkError(axiosLike);
    const printed = [inspect(err, { depth: 20 }), JSON.stringify(err)].join('\n');
    expect(printed).not.toContain('HOSTSECRET');
    expect(printed).not.toContain('SIGNEDCAUSE');
    expect(err.cause).toMatchObject({ message: 'socket hang up', code: 'ECONNRESET' });
  });

  it('returns a ConnectionError unchanged', () => {
    const err = new ConnectionError('already mapped', false);
    expect(toNetworkError(err)).toBe(err);
  });
});

describe('toRuntimeError', () => {
  it("rejects with the caller's abort reason when the signal aborted, whatever failed", () => {
    const controller = new AbortController();
    const reason = new Error('stopped by the user');
    controller.abort(reason);
    const err = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(toRuntimeError(err, { signal: controller.signal })).toBe(reason);
  });

  it('keeps core errors and classifies the rest, naming the timeout', () => {
    const core = ApiError.generate(500, { message: 'boom' }, {});
    expect(toRuntimeError(core)).toBe(core);
    const timedOut = toRuntimeError(Object.assign(new Error('t'), { code: 'ETIMEDOUT' }), {
      timeoutMs: 1500,
    });
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect((timedOut as Error).message).toContain('1500 ms');
    expect(toRuntimeError(new Error('fetch failed'))).toBeInstanceOf(ConnectionError);
  });
});

describe('abortableSleep', () => {
  const never = () => new Promise<void>(() => undefined);

  it('resolves when the host sleep resolves', async () => {
    const slept: number[] = [];
    await abortableSleep(async (ms) => void slept.push(ms), 250, new AbortController().signal);
    expect(slept).toEqual([250]);
  });

  it('rejects with the reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const pending = abortableSleep(never, 60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });

  it('rejects at once when the signal had already aborted, without sleeping', async () => {
    const sleep = jest.fn(never);
    await expect(abortableSleep(sleep, 10, AbortSignal.abort(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(sleep).not.toHaveBeenCalled();
  });
});
