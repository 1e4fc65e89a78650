/**
 * A small stand-in for the service behind a Node-free runtime: creates image projects
 * (`img_1`, `img_2`, …) whose status a test sets, answers uploads, and can be told how the next
 * creates end. The clock is virtual: `sleep` advances it and yields to other runs.
 */
import {
  createClient,
  createMemoryLedger,
  ConnectionError,
  TimeoutError,
  type Runtime,
} from '../../src';
import type { ClientOptions } from '../../src/client/client';
import { json, uploadUrlsAnswer, fakeRuntime } from '../uploads/fake-runtime';

export type CreateFate = 'ok' | 'timeout' | '500' | '400' | 'refused' | '502';

export function fakeService(options: Partial<ClientOptions> = {}) {
  const statuses = new Map<string, string>();
  const fates: CreateFate[] = [];
  let clock = 1_800_000_000_000;
  let creates = 0;
  let slept = 0;
  const timeouts: (number | undefined)[] = [];
  let onSleep: ((sleptMs: number) => unknown) | undefined;
  const base = fakeRuntime((rec) => {
    if (rec.url.endsWith('/v1/files/upload-urls')) return uploadUrlsAnswer(rec);
    if (rec.method === 'PUT') return { status: 200, headers: {}, text: '' };
    const project = /\/v1\/image-projects\/([^/?]+)$/.exec(rec.url);
    if (project && rec.method === 'GET') {
      const status = statuses.get(project[1]!);
      if (!status) return json(404, { message: 'Not Found' });
      return json(200, { id: project[1], status, credits_charged: 5, downloads: [] });
    }
    if (rec.method !== 'POST') return json(404, { message: 'Not Found' });
    const fate = fates.shift() ?? 'ok';
    if (fate === 'refused') return new ConnectionError('connect ECONNREFUSED', false);
    if (fate === '400') return json(400, { message: 'Invalid style' });
    if (fate === '502') return json(502, { message: 'Bad Gateway' });
    const id = `img_${++creates}`;
    statuses.set(id, 'queued');
    if (fate === 'timeout') return new TimeoutError('POST /v1/ai-headshot-generator timed out');
    if (fate === '500') return json(500, { message: 'Internal Server Error' });
    return json(200, { id, credits_charged: 50 });
  });
  const runtime: Runtime = {
    request: (req) => {
      timeouts.push(req.timeoutMs);
      return base.request(req);
    },
    now: () => clock,
    random: () => 0.5,
    async sleep(ms, signal) {
      signal?.throwIfAborted();
      clock += ms;
      slept += ms;
      onSleep?.(slept);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  const ledger = createMemoryLedger({ now: () => clock });
  const client = createClient({
    ledger,
    apiKey: 'sk-keyed',
    baseUrl: 'https://api.test',
    runtime,
    maxRetries: 0,
    ...options,
  });
  return {
    client,
    /** The client's ledger, on the service's virtual clock. */
    ledger,
    calls: base.calls,
    /** POSTs to an operation path (creates, whatever their outcome). */
    posts: () => base.calls.filter((c) => c.method === 'POST' && !c.url.includes('/files/')),
    /** Each request's `timeoutMs`, in order. */
    timeouts,
    puts: () => base.calls.filter((c) => c.method === 'PUT'),
    setStatus: (id: string, status: string) => statuses.set(id, status),
    nextCreates: (...f: CreateFate[]) => fates.push(...f),
    /** Called after every sleep with the total slept so far. */
    onSleep: (fn: (sleptMs: number) => unknown) => (onSleep = fn),
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}
