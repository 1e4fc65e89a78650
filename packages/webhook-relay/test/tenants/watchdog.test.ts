/**
 * The watchdog reads hosted tenants' projects with their stored (decrypted) service API keys:
 * a watch whose event never arrives (the sandbox sends no webhook here) still fires.
 */
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { STORE_KINDS } from '../helpers/relay';
import { startSink } from '../helpers/sink';
import { call, hostedStores, startHosted } from './hosted';

const KEY = 'sk_watchdog_tenant_0123';

describe.each(STORE_KINDS)('watchdog for hosted tenants (%s store)', (kind) => {
  const stores = hostedStores(kind);
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ apiKey: KEY, quiet: true, jobDurationMs: 100 });
  });
  afterAll(() => sandbox.close());

  it('polls the project with the tenant’s own key and fires the watch', async () => {
    const relay = stores.track(
      await startHosted(await stores.fresh(), sandbox.baseUrl, {
        watchdogQuietMs: 150,
        watchdogIntervalMs: 100,
      }),
    );
    expect((await call(relay.url, 'POST', '/v1/tenants', KEY)).status).toBe(201);
    const job = await createClient({ apiKey: KEY, baseUrl: sandbox.baseUrl }).create(
      'ai-image-generator',
      { name: 'watchdog check', image_count: 1, style: { prompt: 'a lighthouse' } },
    );
    const sink = await startSink();
    const watch = await call(relay.url, 'POST', '/v1/subscriptions', KEY, {
      url: sink.url,
      events: ['image.completed'],
      project_id: job.id,
      once: true,
      kind: 'image',
    });
    expect(watch.status).toBe(201);
    const [delivery] = await sink.waitFor(1, 10_000);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'image.completed',
      data: { id: job.id, status: 'complete' },
    });
    await sink.close();
  });
});
