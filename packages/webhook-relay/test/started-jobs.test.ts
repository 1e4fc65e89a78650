/**
 * Every started job is watched, on both stores: a job canceled at the sandbox (which sends no
 * webhook) becomes one `video.canceled` delivery to each matching subscription, none to the
 * others, and not again after another watchdog pass, a restart or a second relay instance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getOperation } from '@genservice/core/internal';
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '../src';
import { serviceReader, type ProjectReader } from '../src/project-reads';
import { api, INBOUND_SECRET } from './helpers/events';
import { createTestDatabase } from './helpers/postgres';
import { STORE_KINDS, TENANT } from './helpers/relay';
import { startSink, type Sink } from './helpers/sink';

const KEY = 'sk_started_jobs_0123';
const QUIET_MS = 1_000;
const VIDEO_TYPE = getOperation('text-to-video').serviceType;

describe.each(STORE_KINDS)('started jobs (%s store)', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-started-'));
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let n = 0;
  let sandbox: Sandbox | undefined;
  const relays: RunningRelay[] = [];
  const sinks: Sink[] = [];
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.close()));
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await sandbox?.close();
    sandbox = undefined;
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  let clock = Date.now();
  const reads: string[] = [];
  let service = serviceReader();
  /** While set, a read waits for it (a relay holding its claim mid-read). */
  let gate: Promise<void> | undefined;
  const read: ProjectReader = async (tenant, k, id) => {
    reads.push(`${k}:${id}`);
    await gate;
    return service(tenant, k, id);
  };

  /** A fresh store URL (a new file, or a new PostgreSQL database per test). */
  async function freshStore(): Promise<string> {
    if (kind === 'sqlite') return `sqlite:${join(dir, `s${n++}.db`)}`;
    await db?.drop();
    db = await createTestDatabase();
    return db.url;
  }

  /** A relay on `store` whose watchdog runs only when a test calls `runOnce`. */
  async function relayOn(store: string, baseUrl: string): Promise<RunningRelay> {
    const relay = await startRelay({
      port: 0,
      host: '127.0.0.1',
      store,
      quiet: !process.env.DEBUG_RELAY,
      allowPrivateSubscribers: true,
      tenants: [{ ...TENANT, serviceApiKey: KEY, serviceBaseUrl: baseUrl }],
      watchdogQuietMs: QUIET_MS,
      watchdogIntervalMs: 3_600_000,
      now: () => clock,
      readProject: read,
    });
    relays.push(relay);
    return relay;
  }

  /** A sandbox (no webhook yet) and a fresh store. */
  async function setUp() {
    clock = Date.now();
    reads.length = 0;
    service = serviceReader();
    sandbox = await startSandbox({ apiKey: KEY, quiet: true });
    return { store: await freshStore() };
  }

  /** Registers the relay's inbound URL at the sandbox, as in the service's dashboard. */
  async function sendWebhooksTo(relay: RunningRelay): Promise<void> {
    const res = await fetch(`${sandbox!.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${relay.url}/v1/inbound/${TENANT.id}`, secret: INBOUND_SECRET }),
    });
    expect(res.status).toBe(201);
  }

  const subscribe = async (relay: RunningRelay, body: object) => {
    const sink = await startSink();
    sinks.push(sink);
    const created = await api(relay.url, 'POST', '/v1/subscriptions', { url: sink.url, ...body });
    expect(created.status).toBe(201);
    return { sink, id: created.body.id as string };
  };
  const deliveryRows = async (relay: RunningRelay, id: string) =>
    (await api(relay.url, 'GET', `/v1/deliveries?subscription_id=${id}`)).body.data as unknown[];

  /** Creates a video job at the sandbox, waits for the relay to store its started event, cancels it. */
  async function startAndCancel(relay: RunningRelay): Promise<string> {
    const client = createClient({ apiKey: KEY, baseUrl: sandbox!.baseUrl });
    const job = await client.create('text-to-video', {
      name: 'cancel me [sandbox:duration=10000]',
      end_seconds: 5,
      style: { prompt: 'waves' },
    });
    const stored = async () => {
      const listed = await api(relay.url, 'GET', '/v1/events?type=video.started');
      return (listed.body.data as { data: { id: string } }[]).some((e) => e.data.id === job.id);
    };
    while (!(await stored())) await new Promise((r) => setTimeout(r, 50));
    const canceled = await fetch(`${sandbox!.baseUrl}/_sandbox/projects/${job.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(canceled.status).toBe(200);
    return job.id;
  }

  it('delivers video.canceled once to each matching subscription and to no other', async () => {
    const { store } = await setUp();
    const relay = await relayOn(store, sandbox!.baseUrl);
    await sendWebhooksTo(relay);
    const exact = await subscribe(relay, { events: ['video.canceled'] });
    const wild = await subscribe(relay, { events: ['*.canceled'] });
    const tool = await subscribe(relay, { events: ['*'], filters: { tools: [VIDEO_TYPE] } });
    const completed = await subscribe(relay, { events: ['video.completed'] });
    const image = await subscribe(relay, { events: ['image.canceled'] });
    const otherTool = await subscribe(relay, { events: ['*'], filters: { tools: ['FACE_SWAP'] } });
    const id = await startAndCancel(relay);

    clock += QUIET_MS - 1;
    await relay.watchdog.runOnce();
    expect(reads).toEqual([]);
    clock += 1;
    await relay.watchdog.runOnce();
    expect(reads).toEqual([`video:${id}`]);
    for (const s of [exact, wild]) {
      const [d] = await s.sink.waitFor(1);
      expect(JSON.parse(d!.body)).toMatchObject({
        type: 'video.canceled',
        data: { id, status: 'canceled' },
      });
    }
    const toolTypes = (await tool.sink.waitFor(2)).map((d) => JSON.parse(d.body).type);
    expect(toolTypes).toEqual(['video.started', 'video.canceled']);
    for (const s of [completed, image, otherTool])
      expect(await deliveryRows(relay, s.id)).toEqual([]);

    clock += 3_600_000;
    await relay.watchdog.runOnce();
    expect(reads).toHaveLength(1);
    for (const s of [exact, wild]) expect(await deliveryRows(relay, s.id)).toHaveLength(1);
  });

  it('announces a canceled job once across a restart or a second instance on the store', async () => {
    const { store } = await setUp();
    const first = await relayOn(store, sandbox!.baseUrl);
    await sendWebhooksTo(first);
    const sub = await subscribe(first, { events: ['video.canceled'] });
    const id = await startAndCancel(first);
    clock += QUIET_MS;
    if (kind === 'postgres') {
      const second = await relayOn(store, sandbox!.baseUrl);
      let open!: () => void;
      gate = new Promise((r) => (open = r));
      const reading = first.watchdog.runOnce();
      while (!reads.length) await new Promise((r) => setTimeout(r, 10));
      await second.watchdog.runOnce();
      open();
      gate = undefined;
      await reading;
      clock += 3_600_000;
      await Promise.all([first.watchdog.runOnce(), second.watchdog.runOnce()]);
    } else {
      await first.watchdog.runOnce();
      await sub.sink.waitFor(1);
      await first.close();
      clock += 3_600_000;
      await (await relayOn(store, sandbox!.baseUrl)).watchdog.runOnce();
    }
    expect(reads).toEqual([`video:${id}`]);
    const [d] = await sub.sink.waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({ type: 'video.canceled', data: { id } });
    expect(await deliveryRows(relays[relays.length - 1]!, sub.id)).toHaveLength(1);
  });
});
