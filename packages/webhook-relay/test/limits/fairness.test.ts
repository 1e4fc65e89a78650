/**
 * One noisy tenant does not slow the others, on both stores: a tenant flooding inbound gets 429s
 * with Retry-After (held a moment first) while another tenant's events are accepted and delivered
 * promptly, and the noisy tenant's slow subscriber holds no more than its in-flight limit.
 */
import { api, INBOUND_SECRET, postEvent, project, signedEvent } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink, type Sink } from '../helpers/sink';

const QUIET = {
  id: 'quiet',
  inboundSecret: INBOUND_SECRET,
  apiToken: 'quiet-api-token-0123456789',
};

describe.each(STORE_KINDS)('fair sharing between tenants (%s store)', (kind) => {
  const harness = relayHarness(kind);
  const sinks: Sink[] = [];
  afterAll(() => Promise.all(sinks.map((s) => s.close())));

  it('refuses a flooding tenant with 429 while a quiet tenant is served at once', async () => {
    let open = 0;
    let mostOpen = 0;
    const slow = await startSink(() => {
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => open--, 1_500);
      return { delayMs: 1_500 };
    });
    const fast = await startSink();
    sinks.push(slow, fast);
    const relay = await harness.start({
      tenants: [TENANT, QUIET],
      limitInboundPerMin: 30,
      limitInFlight: 4,
    });
    expect((await api(relay.url, 'POST', '/v1/subscriptions', { url: slow.url })).status).toBe(201);
    const quietSub = await api(
      relay.url,
      'POST',
      '/v1/subscriptions',
      { url: fast.url },
      QUIET.apiToken,
    );
    expect(quietSub.status).toBe(201);

    const flood = Promise.all(
      Array.from({ length: 150 }, (_, i) => fetchEvent(relay.url, TENANT.id, `noisy-${i}`)),
    );
    const quietLatencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = Date.now();
      const res = await postEvent(relay.url, QUIET.id, 'video.completed', project(`quiet-${i}`));
      expect(res.status).toBe(202);
      await fast.waitFor(i + 1, 10_000);
      quietLatencies.push(fast.received[i]!.at - sent);
    }
    const answers = await flood;

    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length).toBeGreaterThanOrEqual(30);
    expect(accepted.length).toBeLessThanOrEqual(32);
    expect(refused.length).toBe(150 - accepted.length);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
    // refusals wait in the tarpit, so a flooding sender slows down
    expect(Math.min(...refused.map((r) => r.ms))).toBeGreaterThanOrEqual(900);
    expect(refused[0]!.body).toEqual({
      error: expect.stringMatching(/more than 30 events per minute.*Try again in \d+ s\./),
      message: expect.any(String),
    });
    expect(Math.max(...quietLatencies)).toBeLessThan(5_000);
    // the slow subscriber of the noisy tenant gets at most its in-flight limit at a time
    await slow.waitFor(8, 5_000);
    expect(mostOpen).toBe(4);
  }, 30_000);
});

async function fetchEvent(relayUrl: string, tenant: string, id: string) {
  const { body, headers } = signedEvent('video.completed', project(id));
  const started = Date.now();
  const res = await fetch(`${relayUrl}/v1/inbound/${tenant}`, { method: 'POST', headers, body });
  return {
    ms: Date.now() - started,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.json().catch(() => undefined),
  };
}
