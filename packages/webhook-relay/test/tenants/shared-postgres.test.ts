/**
 * Three hosted relays on one PostgreSQL, keys checked at the sandbox: racing creations yield one
 * tenant, tenants made through one instance are served by the others, events are ingested
 * through any of them and delivered once.
 */
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '../../src';
import { postEvent, project } from '../helpers/events';
import { startSink } from '../helpers/sink';
import { ADMIN_TOKEN, call, hostedStores, startHosted, WEBHOOK_SECRET } from './hosted';

const KEYS = ['sk_alice_shared_0123', 'sk_bob_shared_0123', 'sk_carol_shared_0123'];

describe('three hosted relays on one PostgreSQL', () => {
  const stores = hostedStores('postgres');
  let sandbox: Sandbox;
  let relays: RunningRelay[];
  beforeAll(async () => {
    sandbox = await startSandbox({ apiKey: KEYS, quiet: true });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    const store = await stores.fresh();
    relays = [];
    for (let i = 0; i < 3; i++)
      relays.push(stores.track(await startHosted(store, sandbox.baseUrl)));
  });

  it('creates one tenant when creations of the same key race on every instance', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) => call(relays[i]!.url, 'POST', '/v1/tenants', KEYS[0])),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await stores.query('SELECT id FROM tenants')).toHaveLength(1);
  });

  it('serves tenants created through other instances and ingests their events through any of them', async () => {
    const ids: string[] = [];
    for (const [i, key] of KEYS.entries()) {
      const created = await call(relays[i]!.url, 'POST', '/v1/tenants', key);
      expect(created.status).toBe(201);
      ids.push(created.body.id);
      const put = await call(
        relays[(i + 1) % 3]!.url,
        'PUT',
        '/v1/tenants/me/inbound-secret',
        key,
        {
          secret: `${WEBHOOK_SECRET}${i}`,
        },
      );
      expect(put.status).toBe(200);
    }
    const sink = await startSink();
    const sub = await call(relays[2]!.url, 'POST', '/v1/subscriptions', KEYS[0], { url: sink.url });
    expect(sub.status).toBe(201);
    for (const [i, id] of ids.entries())
      for (const [n, relay] of relays.entries()) {
        const sent = await postEvent(relay.url, id, 'video.completed', project(`p${i}-${n}`), {
          secret: `${WEBHOOK_SECRET}${i}`,
        });
        expect(sent.status).toBe(202);
      }
    for (const [i, key] of KEYS.entries())
      for (const relay of relays) {
        const me = await call(relay.url, 'GET', '/v1/tenants/me', key);
        expect(me.body).toMatchObject({ id: ids[i], receiving: true });
        const events = await call(relay.url, 'GET', '/v1/events', key);
        expect(events.body.data.map((e: { data: { id: string } }) => e.data.id).sort()).toEqual(
          [0, 1, 2].map((n) => `p${i}-${n}`),
        );
      }
    await sink.waitFor(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received).toHaveLength(3);
    await sink.close();
  });

  it('refuses a tenant disabled through one instance on the others within the cache time (5 s)', async () => {
    const { body: t } = await call(relays[0]!.url, 'POST', '/v1/tenants', KEYS[0]);
    await call(relays[0]!.url, 'PUT', '/v1/tenants/me/inbound-secret', KEYS[0], {
      secret: WEBHOOK_SECRET,
    });
    for (const relay of relays)
      expect((await call(relay.url, 'GET', '/v1/events', KEYS[0])).status).toBe(200);
    const disabled = await call(
      relays[1]!.url,
      'POST',
      `/v1/admin/tenants/${t.id}/disable`,
      ADMIN_TOKEN,
    );
    expect(disabled.body.disabled).toBe(true);
    const started = Date.now();
    for (const relay of relays) {
      let status = 0;
      while (Date.now() - started < 6_000) {
        status = (await call(relay.url, 'GET', '/v1/events', KEYS[0])).status;
        if (status === 403) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(403);
      const sent = await postEvent(relay.url, t.id, 'video.completed', project('late'), {
        secret: WEBHOOK_SECRET,
      });
      expect(sent.status).toBe(403);
    }
  }, 20_000);
});
