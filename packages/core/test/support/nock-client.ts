/** A Node client for nock tests whose sleeps are instant and whose clock is virtual. */
import { createClient, createNodeRuntime, type Runtime } from '@genservice/core/node';

export const BASE_URL = 'https://api.test.local';
export const API_KEY = 'sk-test-secret-key-123';

/** A client on the Node runtime with a virtual clock: `sleep` advances `now` and records each delay. */
export function nockClient(options: { maxRetries?: number } = {}) {
  const base = createNodeRuntime();
  const sleeps: number[] = [];
  let clock = 1_700_000_000_000;
  const runtime: Runtime = {
    request: (req) => base.request(req),
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0.5,
  };
  const client = createClient({
    apiKey: API_KEY,
    baseUrl: BASE_URL,
    runtime,
    maxRetries: options.maxRetries ?? 3,
  });
  return { client, sleeps, advance: (ms: number) => (clock += ms) };
}
