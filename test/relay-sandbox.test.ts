/**
 * End to end: the sandbox sends its webhooks (signed like the service, duplicated) to the relay,
 * which fans them out to two subscribers with different filters; a watch on a job canceled at
 * the sandbox (no event) is ended by the watchdog reading the project through the core client,
 * and any started job canceled at the sandbox fires `video.canceled` once to its subscribers.
 */
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import { Webhook } from 'standardwebhooks';
import { startSink, type Sink } from '../packages/webhook-relay/test/helpers/sink';
import { freePort } from '../packages/webhook-relay/test/helpers/free-port';

const INBOUND = 'whsec_sandbox_dashboard_secret';
const TOKEN = 'e2e-relay-api-token-0123456789';
const API_KEY = 'sk_sandbox_e2e';

describe('sandbox → relay → subscribers', () => {
  let sandbox: Sandbox;
  let relay: RunningRelay;
  const sinks: Sink[] = [];

  beforeAll(async () => {
    const port = await freePort();
    sandbox = await startSandbox({
      apiKey: API_KEY,
      port: 0,
      quiet: true,
      jobDurationMs: 200,
      duplicateEvents: true,
      webhooks: [{ url: `http://127.0.0.1:${port}/v1/inbound/studio`, secret: INBOUND }],
    });
    relay = await startRelay({
      port,
      host: '127.0.0.1',
      store: 'sqlite::memory:',
      quiet: true,
      allowPrivateSubscribers: ['127.0.0.1/32'],
      tenants: [
        {
          id: 'studio',
          inboundSecret: INBOUND,
          apiToken: TOKEN,
          serviceApiKey: API_KEY,
          serviceBaseUrl: sandbox.baseUrl,
        },
      ],
      watchdogQuietMs: 300,
      watchdogIntervalMs: 100,
    });
  });
  afterAll(async () => {
    await relay?.close();
    await sandbox?.close();
    await Promise.all(sinks.map((s) => s.close()));
  });

  const subscribe = async (body: object) => {
    const res = await fetch(`${relay.url}/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; secret: string };
  };
  const events = (sink: Sink, secret: string) =>
    sink.received.map((r) => {
      const body = new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
        type: string;
        data: { id: string };
      };
      return `${body.type}:${body.data.id}`;
    });

  it('delivers each sandbox event once to every subscriber whose filter matches', async () => {
    const finished = await startSink();
    const video = await startSink();
    sinks.push(finished, video);
    const a = await subscribe({ url: finished.url, events: ['*.completed'] });
    const b = await subscribe({ url: video.url, events: ['video.*'] });

    const client = createClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl });
    const image = await client.create('ai-image-generator', {
      name: 'e2e image',
      image_count: 1,
      style: { prompt: 'a lighthouse' },
    });
    const clip = await client.create('text-to-video', {
      name: 'e2e video',
      end_seconds: 5,
      style: { prompt: 'waves' },
    });

    await finished.waitFor(2, 15_000);
    await video.waitFor(2, 15_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(events(finished, a.secret).sort()).toEqual(
      [`image.completed:${image.id}`, `video.completed:${clip.id}`].sort(),
    );
    expect(events(video, b.secret)).toEqual([
      `video.started:${clip.id}`,
      `video.completed:${clip.id}`,
    ]);
  });

  it('ends a watch on a job canceled at the service through the watchdog', async () => {
    const waiter = await startSink();
    sinks.push(waiter);
    const client = createClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl });
    const job = await client.create('text-to-video', {
      name: 'e2e [sandbox:cancel]',
      end_seconds: 5,
      style: { prompt: 'nothing' },
    });
    const watch = await subscribe({
      url: waiter.url,
      events: ['video.completed', 'video.errored'],
      project_id: job.id,
      once: true,
    });
    await waiter.waitFor(1, 15_000);
    expect(events(waiter, watch.secret)).toEqual([`video.canceled:${job.id}`]);
    const after = await fetch(`${relay.url}/v1/subscriptions/${watch.id}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(((await after.json()) as { status: string }).status).toBe('completed');
  });

  it('fires video.canceled once for a started job canceled at the sandbox', async () => {
    const canceled = await startSink();
    const completed = await startSink();
    sinks.push(canceled, completed);
    const a = await subscribe({ url: canceled.url, events: ['video.canceled'] });
    const b = await subscribe({ url: completed.url, events: ['video.completed'] });
    const client = createClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl });
    const job = await client.create('text-to-video', {
      name: 'e2e cancel me [sandbox:duration=10000]',
      end_seconds: 5,
      style: { prompt: 'nothing' },
    });
    const started = async () => {
      const res = await fetch(`${relay.url}/v1/events?type=video.started`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const { data } = (await res.json()) as { data: { data: { id: string } }[] };
      return data.some((e) => e.data.id === job.id);
    };
    while (!(await started())) await new Promise((r) => setTimeout(r, 50));
    const cancel = await fetch(`${sandbox.baseUrl}/_sandbox/projects/${job.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(cancel.status).toBe(200);
    await canceled.waitFor(1, 15_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(events(canceled, a.secret)).toEqual([`video.canceled:${job.id}`]);
    expect(events(completed, b.secret)).toEqual([]);
  });
});
