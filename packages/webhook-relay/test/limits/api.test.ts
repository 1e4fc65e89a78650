/**
 * Per-tenant API requests per minute and the subscription cap: 429 with Retry-After and the
 * reason in words, for the tenant over its limit only; the limits' environment names.
 */
import { configFromEnv } from '../../src';
import { api, INBOUND_SECRET } from '../helpers/events';
import { relayHarness, TENANT } from '../helpers/relay';

const OTHER = {
  id: 'other',
  inboundSecret: INBOUND_SECRET,
  apiToken: 'other-api-token-0123456789',
};

async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? TENANT.apiToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('tenant API limits', () => {
  const harness = relayHarness('sqlite');

  it('answers 429 with Retry-After once a tenant spends its requests per minute', async () => {
    const relay = await harness.start({ tenants: [TENANT, OTHER], limitApiPerMin: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(relay.url, 'GET', '/v1/subscriptions'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.retryAfter).toBe('20');
    expect(answers[3]!.body).toEqual({
      error: 'This account made more than 3 requests per minute to this relay. Try again in 20 s.',
      message:
        'This account made more than 3 requests per minute to this relay. Try again in 20 s.',
    });
    const other = await call(relay.url, 'GET', '/v1/events', undefined, OTHER.apiToken);
    expect(other.status).toBe(200);
  });

  it('does not count requests that fail authentication against any tenant', async () => {
    const relay = await harness.start({ limitApiPerMin: 1 });
    for (let i = 0; i < 3; i++)
      expect(
        (await call(relay.url, 'GET', '/v1/events', undefined, 'wrong-token-0123456789')).status,
      ).toBe(401);
    expect((await call(relay.url, 'GET', '/v1/events')).status).toBe(200);
  });

  it('keeps a tenant within its subscription cap, even with creations racing', async () => {
    const relay = await harness.start({ tenants: [TENANT, OTHER], limitSubscriptions: 2 });
    const made = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        call(relay.url, 'POST', '/v1/subscriptions', { url: `https://hooks.example.com/${i}` }),
      ),
    );
    expect(made.map((m) => m.status).sort()).toEqual([201, 201, 429, 429]);
    const refused = made.find((m) => m.status === 429)!;
    expect(refused.retryAfter).toBe('60');
    expect(refused.body.error).toBe(
      'This account has 2 subscriptions, the most this relay keeps for one account. Delete the ones you no longer use. Try again in 60 s.',
    );
    const list = await api(relay.url, 'GET', '/v1/subscriptions');
    expect(list.body.data).toHaveLength(2);
    const other = await call(
      relay.url,
      'POST',
      '/v1/subscriptions',
      { url: 'https://hooks.example.com/o' },
      OTHER.apiToken,
    );
    expect(other.status).toBe(201);
    const gone = await api(relay.url, 'DELETE', `/v1/subscriptions/${list.body.data[0].id}`);
    expect(gone.status).toBe(204);
    const again = await call(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://hooks.example.com/5',
    });
    expect(again.status).toBe(201);
  });
});

describe('limits configuration', () => {
  const base = { RELAY_INBOUND_SECRET: INBOUND_SECRET, RELAY_API_TOKEN: TENANT.apiToken };

  it('reads RELAY_LIMIT_* and keeps defaults for the rest', () => {
    const config = configFromEnv({
      ...base,
      RELAY_LIMIT_SUBSCRIPTIONS: '50',
      RELAY_LIMIT_INBOUND_PER_MIN: '1200',
      RELAY_LIMIT_IN_FLIGHT: '',
    });
    expect(config).toMatchObject({
      limitSubscriptions: 50,
      limitInboundPerMin: 1200,
      limitInFlight: 64,
      limitApiPerMin: 6000,
      limitTenantCreatesPerMin: 30,
    });
  });

  it('names the variable of a limit that is not a positive whole number', () => {
    expect(() => configFromEnv({ ...base, RELAY_LIMIT_API_PER_MIN: 'lots' })).toThrow(
      /RELAY_LIMIT_API_PER_MIN: /,
    );
    expect(() => configFromEnv({ ...base, RELAY_LIMIT_IN_FLIGHT: '0' })).toThrow(
      /RELAY_LIMIT_IN_FLIGHT: /,
    );
  });
});
