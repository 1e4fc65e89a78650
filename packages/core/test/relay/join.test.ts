/**
 * Joining a hosted relay on first use (core's `joinOnFirstUse`): only the relay's typed
 * `unknown_tenant` answer makes one `POST /v1/tenants` with the same bearer, then the call is
 * sent once more; any other 401 is handed back untouched.
 */
import {
  ConnectionError,
  createRelayClient,
  createRelayLedger,
  joinOnFirstUse,
  RelayError,
  UNKNOWN_TENANT_CODE,
} from '@genservice/core/internal';
import { fakeRuntime, json, type Recorded, type Responder } from '../uploads/fake-runtime';

const RELAY = 'https://relay.test';
const KEY = 'mhk_live_join_key_0123456789';
const tenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: `${RELAY}/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv`,
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};
const unknownTenant = () => json(401, { message: 'No tenant yet', code: UNKNOWN_TENANT_CODE });
const path = (r: Recorded) => `${r.method} ${new URL(r.url).pathname}`;

function relayWith(respond: Responder) {
  const runtime = fakeRuntime(respond);
  const options = { baseUrl: RELAY, token: KEY, runtime: joinOnFirstUse(runtime, RELAY) };
  return { runtime, client: createRelayClient(options), ledger: createRelayLedger(options) };
}

describe('joinOnFirstUse', () => {
  it('joins once on the unknown-tenant answer with the same bearer, then repeats the call', async () => {
    const { runtime, client } = relayWith((r, n) =>
      n === 0 ? unknownTenant() : r.method === 'POST' ? json(201, tenant) : json(200, { data: [] }),
    );
    await expect(client.recentEvents(['video.completed'])).resolves.toEqual([]);
    expect(runtime.calls.map(path)).toEqual([
      'GET /v1/events',
      'POST /v1/tenants',
      'GET /v1/events',
    ]);
    expect(runtime.calls[1]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(runtime.calls[1]!.headers['content-type']).toBeUndefined();
  });

  it('claims a dedupe key after joining (a refused call did nothing, so a create repeats safely)', async () => {
    const wire = {
      key: 'row-1',
      fingerprint: 'f'.repeat(64),
      operation: 'op',
      state: 'pending',
      attempt: 1,
      project_id: null,
      sent_at: 1_700_000_000_000,
      updated_at: 1_700_000_000_000,
    };
    const { runtime, ledger } = relayWith((r, n) =>
      n === 0
        ? unknownTenant()
        : path(r) === 'POST /v1/tenants'
          ? json(201, tenant)
          : json(201, { claimed: true, entry: wire }),
    );
    const claim = { key: 'row-1', fingerprint: 'f'.repeat(64), operation: 'op', windowMs: 60_000 };
    await expect(ledger.claim(claim)).resolves.toMatchObject({
      claimed: true,
      entry: { attempt: 1 },
    });
    expect(runtime.calls.map(path)).toEqual([
      'POST /v1/ledger/row-1/claim',
      'POST /v1/tenants',
      'POST /v1/ledger/row-1/claim',
    ]);
  });

  it('never joins on a 401 without the code, whatever its words', async () => {
    const { runtime, client } = relayWith(() =>
      json(401, { message: 'The service refused this API key' }),
    );
    await expect(client.list()).rejects.toMatchObject({ status: 401 });
    expect(runtime.calls.map(path)).toEqual(['GET /v1/subscriptions']);
  });

  it('hands back the join’s own 401 (the service refused the key), since it says why', async () => {
    const { client } = relayWith((r) =>
      path(r) === 'POST /v1/tenants'
        ? json(401, { message: 'The service refused this API key' })
        : unknownTenant(),
    );
    await expect(client.list()).rejects.toThrow(/The service refused this API key/);
  });

  it('hands back the first answer when the join fails otherwise or cannot connect, and joins no more than once', async () => {
    for (const joinAnswer of [json(503, { message: 'busy' }), new ConnectionError('down', false)]) {
      const { runtime, client } = relayWith((r) =>
        path(r) === 'POST /v1/tenants' ? joinAnswer : unknownTenant(),
      );
      const err = await client.list().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RelayError);
      expect(err).toMatchObject({ status: 401 });
      expect(runtime.calls.filter((c) => path(c) === 'POST /v1/tenants')).toHaveLength(1);
    }
  });

  it('leaves calls to other hosts and the join itself alone', async () => {
    const runtime = fakeRuntime(() => unknownTenant());
    const joining = joinOnFirstUse(runtime, `${RELAY}/`);
    for (const url of ['https://api.test/v1/account', `${RELAY}/v1/tenants`]) {
      const res = await joining.request({ method: 'POST', url, headers: {} });
      expect(res.status).toBe(401);
    }
    expect(runtime.calls).toHaveLength(2);
  });

  it('does not replay a streamed body', async () => {
    const runtime = fakeRuntime(() => unknownTenant());
    const joining = joinOnFirstUse(runtime, RELAY);
    const stream = (async function* () {
      yield new Uint8Array([1]);
    })();
    const res = await joining.request({
      method: 'PUT',
      url: `${RELAY}/v1/x`,
      headers: {},
      body: { stream, length: 1 },
    });
    expect(res.status).toBe(401);
    expect(runtime.calls).toHaveLength(1);
  });
});
