/** `/v1/tenants` on a hosted relay against the sandbox: provisioning, the webhook secret, `receiving`. */
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { postEvent, project } from '../helpers/events';
import { STORE_KINDS } from '../helpers/relay';
import { call, hostedStores, startHosted, WEBHOOK_SECRET } from './hosted';

const ALICE = 'sk_alice_0123456789';
const BOB = 'sk_bob_0123456789';

describe.each(STORE_KINDS)('hosted tenants (%s store)', (kind) => {
  const stores = hostedStores(kind);
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ apiKey: [ALICE, BOB], quiet: true });
  });
  afterAll(() => sandbox.close());
  const relay = async (options = {}) =>
    stores.track(await startHosted(await stores.fresh(), sandbox.baseUrl, options));

  it('creates the tenant of a service API key once, then answers the same tenant', async () => {
    const r = await relay();
    const created = await call(r.url, 'POST', '/v1/tenants', ALICE);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^t_[A-Za-z0-9_-]{22}$/),
      inbound_url: `${r.url}/v1/inbound/${created.body.id}`,
      receiving: false,
      last_event_at: null,
      inbound_secret_set: false,
    });
    const again = await call(r.url, 'POST', '/v1/tenants', ALICE);
    expect(again).toMatchObject({ status: 200, body: created.body });
    const other = await call(r.url, 'POST', '/v1/tenants', BOB);
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(created.body.id);
  });

  it('refuses a key the service refuses, and a key without a tenant on the API', async () => {
    const r = await relay();
    const refused = await call(r.url, 'POST', '/v1/tenants', 'sk_not_a_key');
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'The service refused this API key' },
    });
    expect((await call(r.url, 'POST', '/v1/tenants', undefined)).status).toBe(401);
    expect((await call(r.url, 'GET', '/v1/tenants/me', ALICE)).status).toBe(401);
    expect((await call(r.url, 'GET', '/v1/subscriptions', 'sk_not_a_key')).status).toBe(401);
  });

  it('answers a bearer without a tenant with the typed unknown_tenant code connectors join on', async () => {
    const r = await relay();
    const unknown = await call(r.url, 'GET', '/v1/subscriptions', ALICE);
    expect(unknown).toMatchObject({ status: 401, body: { code: 'unknown_tenant' } });
    const missing = await call(r.url, 'GET', '/v1/subscriptions', undefined);
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBeUndefined();
    expect((await call(r.url, 'POST', '/v1/tenants', ALICE)).status).toBe(201);
    expect((await call(r.url, 'GET', '/v1/subscriptions', ALICE)).status).toBe(200);
  });

  it('answers inbound_url on RELAY_PUBLIC_URL when it is set', async () => {
    const r = await relay({ publicUrl: 'https://relay.example.com/' });
    const { body } = await call(r.url, 'POST', '/v1/tenants', ALICE);
    expect(body.inbound_url).toBe(`https://relay.example.com/v1/inbound/${body.id}`);
  });

  it('refuses inbound events until the signing secret is stored, then turns receiving on with the first one', async () => {
    const r = await relay();
    const { body: t } = await call(r.url, 'POST', '/v1/tenants', ALICE);
    const early = await postEvent(r.url, t.id, 'video.completed', project('p0'), {
      secret: WEBHOOK_SECRET,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/no webhook signing secret yet/);

    const put = await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', ALICE, {
      secret: WEBHOOK_SECRET,
    });
    expect(put).toMatchObject({
      status: 200,
      body: { id: t.id, receiving: false, inbound_secret_set: true },
    });
    const forged = await postEvent(r.url, t.id, 'video.completed', project('p1'), {
      secret: 'whsec_c29tZW9uZSBlbHNlcyBzZWNyZXQ=',
    });
    expect(forged.status).toBe(401);
    expect((await call(r.url, 'GET', '/v1/tenants/me', ALICE)).body.receiving).toBe(false);

    const ok = await postEvent(r.url, t.id, 'video.completed', project('p1'), {
      secret: WEBHOOK_SECRET,
    });
    expect(ok.status).toBe(202);
    const me = await call(r.url, 'GET', '/v1/tenants/me', ALICE);
    expect(me.body).toMatchObject({ id: t.id, receiving: true, inbound_secret_set: true });
    expect(Date.parse(me.body.last_event_at)).toBeGreaterThan(Date.now() - 60_000);
    const events = await call(r.url, 'GET', '/v1/events', ALICE);
    expect(events.body.data.map((e: { data: { id: string } }) => e.data.id)).toEqual(['p1']);
    expect((await call(r.url, 'GET', '/v1/events', BOB)).status).toBe(401);
  });

  it('validates the secret, keeps receiving when the same one is stored again, and starts over when it changes', async () => {
    const r = await relay();
    const { body: t } = await call(r.url, 'POST', '/v1/tenants', ALICE);
    const bad = await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', ALICE, { secret: 'x' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^secret: /) },
    });
    await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', ALICE, { secret: WEBHOOK_SECRET });
    await postEvent(r.url, t.id, 'video.completed', project('p1'), { secret: WEBHOOK_SECRET });
    const same = await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', ALICE, {
      secret: WEBHOOK_SECRET,
    });
    expect(same.body.receiving).toBe(true);
    const next = 'whsec_bmV3IHNlY3JldCBmb3IgdGhlIHRlbmFudA==';
    const put = await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', ALICE, { secret: next });
    expect(put.body.receiving).toBe(false);
    const old = await postEvent(r.url, t.id, 'video.completed', project('p2'), {
      secret: WEBHOOK_SECRET,
    });
    expect(old.status).toBe(401);
    expect(
      (await postEvent(r.url, t.id, 'video.completed', project('p2'), { secret: next })).status,
    ).toBe(202);
    expect((await call(r.url, 'GET', '/v1/tenants/me', ALICE)).body.receiving).toBe(true);
  });
});
