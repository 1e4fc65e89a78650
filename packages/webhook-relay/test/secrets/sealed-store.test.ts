/**
 * Secrets at rest, through a running relay on either store: no service API key, webhook secret
 * or subscription secret is stored in the clear; after a key rotation everything sealed under
 * the old key still works, new values are sealed under the new one and a start re-seals the rest
 * (so the old key can be dropped); plaintext rows written before encryption keep working.
 */
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { verifyStandardWebhook } from '@genservice/core/internal';
import { postEvent, project } from '../helpers/events';
import { STORE_KINDS } from '../helpers/relay';
import { startSink } from '../helpers/sink';
import {
  call,
  hostedStores,
  K1,
  startFakeService,
  startHosted,
  WEBHOOK_SECRET,
} from '../tenants/hosted';

const KEY = 'sk_live_at_rest_key_0123456789';
const K2 = `k2:${Buffer.alloc(32, 2).toString('base64')}`;
const LEGACY = 'whsec_bGVnYWN5IHBsYWludGV4dCBzZWNyZXQ=';

describe.each(STORE_KINDS)('secrets at rest (%s store)', (kind) => {
  const stores = hostedStores(kind);
  let service: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    service = await startFakeService();
  });
  afterAll(() => service.close());

  /** Every stored byte (SQLite file and WAL) or every tenant and subscription row (PostgreSQL). */
  async function storedText(store: string): Promise<string> {
    if (kind === 'sqlite') {
      const file = store.slice('sqlite:'.length);
      return [file, `${file}-wal`]
        .filter(existsSync)
        .map((f) => readFileSync(f).toString('latin1'))
        .join('');
    }
    const rows = [
      ...(await stores.query('SELECT * FROM tenants')),
      ...(await stores.query('SELECT * FROM subscriptions')),
    ];
    return JSON.stringify(rows);
  }

  async function seedPlaintextSubscription(store: string, tenant: string, url: string) {
    const values = [
      'sub_legacy',
      tenant,
      url,
      '["*"]',
      null,
      false,
      null,
      LEGACY,
      'active',
      Date.now(),
    ];
    const sql = `INSERT INTO subscriptions (id, tenant, url, events, project_id, once, kind, secret, status, created_at)`;
    if (kind === 'postgres')
      return void (await stores.query(`${sql} VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`, values));
    const db = new Database(store.slice('sqlite:'.length));
    db.prepare(`${sql} VALUES (?,?,?,?,?,?,?,?,?,?)`).run(
      ...values.map((v) => (v === false ? 0 : v)),
    );
    db.close();
  }

  it('keeps no plaintext secret, and opens old values after the keys rotate', async () => {
    const store = await stores.fresh();
    const sink = await startSink();
    const first = await startHosted(store, service.url);
    const { body: t } = await call(first.url, 'POST', '/v1/tenants', KEY);
    await call(first.url, 'PUT', '/v1/tenants/me/inbound-secret', KEY, { secret: WEBHOOK_SECRET });
    const sub = await call(first.url, 'POST', '/v1/subscriptions', KEY, { url: sink.url });
    expect(sub.status).toBe(201);
    const secret: string = sub.body.secret;
    expect(
      (
        await postEvent(first.url, t.id, 'video.completed', project('p1'), {
          secret: WEBHOOK_SECRET,
        })
      ).status,
    ).toBe(202);
    const [d1] = await sink.waitFor(1);
    expect(
      verifyStandardWebhook({ rawBody: d1!.body, headers: d1!.headers, secret }),
    ).toMatchObject({ type: 'video.completed' });
    await first.close();

    const stored = await storedText(store);
    for (const plain of [KEY, WEBHOOK_SECRET, secret, secret.slice('whsec_'.length)])
      expect(stored).not.toContain(plain);
    expect(stored).toContain('v1.k1.');

    await seedPlaintextSubscription(store, t.id, sink.url);
    const rotated = stores.track(
      await startHosted(store, service.url, { secretKeys: `${K2},${K1}` }),
    );
    const me = await call(rotated.url, 'GET', '/v1/tenants/me', KEY);
    expect(me).toMatchObject({ status: 200, body: { id: t.id, inbound_secret_set: true } });
    expect(
      (
        await postEvent(rotated.url, t.id, 'video.completed', project('p2'), {
          secret: WEBHOOK_SECRET,
        })
      ).status,
    ).toBe(202);
    const deliveries = (await sink.waitFor(3)).slice(1);
    const bySecret = (s: string) =>
      deliveries.filter((d) => {
        try {
          return Boolean(verifyStandardWebhook({ rawBody: d.body, headers: d.headers, secret: s }));
        } catch {
          return false;
        }
      });
    expect(bySecret(secret)).toHaveLength(1);
    expect(bySecret(LEGACY)).toHaveLength(1);

    const next = 'whsec_bmV3IHNlY3JldCBhZnRlciByb3RhdGlvbg==';
    await call(rotated.url, 'PUT', '/v1/tenants/me/inbound-secret', KEY, { secret: next });
    const newSub = await call(rotated.url, 'POST', '/v1/subscriptions', KEY, {
      url: `${sink.url}/2`,
    });
    await rotated.close();
    const after = await storedText(store);
    expect(after).toContain('v1.k2.');
    expect(after).not.toContain('v1.k1.');
    for (const plain of [next, newSub.body.secret, LEGACY]) expect(after).not.toContain(plain);

    const k2Only = stores.track(await startHosted(store, service.url, { secretKeys: K2 }));
    expect((await call(k2Only.url, 'GET', '/v1/tenants/me', KEY)).body).toMatchObject({ id: t.id });
    const sent = await postEvent(k2Only.url, t.id, 'video.completed', project('p3'), {
      secret: next,
    });
    expect(sent.status).toBe(202);
    const last = (await sink.waitFor(6)).slice(3);
    const verifiedBy = (s: string) =>
      last.filter((d) => {
        try {
          return Boolean(verifyStandardWebhook({ rawBody: d.body, headers: d.headers, secret: s }));
        } catch {
          return false;
        }
      }).length;
    expect([secret, LEGACY, newSub.body.secret].map(verifiedBy)).toEqual([1, 1, 1]);
    await sink.close();
  });
});
