/** Configuration from the environment: defaults, single-tenant and JSON forms, clear errors. */
import { WEBHOOK_TOLERANCE_SEC } from '@genservice/core/internal';
import { configFromEnv, STANDARD_SCHEDULE_MS } from '../src';

const base = {
  RELAY_INBOUND_SECRET: 'whsec_from_dashboard',
  RELAY_API_TOKEN: 'token-0123456789abcdef',
};

describe('configFromEnv', () => {
  it('reads one tenant from plain variables and fills defaults', () => {
    const c = configFromEnv({
      ...base,
      GENSERVICE_API_KEY: 'mhk_key',
      GENSERVICE_BASE_URL: 'http://127.0.0.1:9000',
    });
    expect(c).toMatchObject({
      port: 8080,
      store: 'sqlite:relay.db',
      allowPrivateSubscribers: false,
      deliveryTimeoutMs: 15_000,
      leaseMs: 5_000,
      toleranceSec: WEBHOOK_TOLERANCE_SEC,
      retryScheduleMs: STANDARD_SCHEDULE_MS,
      tenants: [
        {
          id: 'default',
          inboundSecret: 'whsec_from_dashboard',
          apiToken: base.RELAY_API_TOKEN,
          serviceApiKey: 'mhk_key',
          serviceBaseUrl: 'http://127.0.0.1:9000',
        },
      ],
    });
  });

  it('reads tenants as JSON, an allowlist, and a retry schedule in seconds', () => {
    const c = configFromEnv({
      RELAY_TENANTS: JSON.stringify([
        { id: 'a', inboundSecret: 'whsec_aaaaaaaa', apiToken: 'a'.repeat(16) },
      ]),
      RELAY_ALLOW_PRIVATE: '10.0.0.0/8, n8n',
      RELAY_RETRY_SCHEDULE: '0,1,60',
      PORT: '9090',
      RELAY_STORE: 'postgres://u@h/db',
      RELAY_LEASE_MS: '2000',
    });
    expect(c).toMatchObject({
      port: 9090,
      leaseMs: 2_000,
      store: 'postgres://u@h/db',
      allowPrivateSubscribers: ['10.0.0.0/8', 'n8n'],
      retryScheduleMs: [0, 1000, 60000],
    });
  });

  it('names every bad variable in one error', () => {
    expect(() =>
      configFromEnv({ RELAY_API_TOKEN: 'short', PORT: 'x', RELAY_STORE: 'mysql://h' }),
    ).toThrow(
      /Invalid relay configuration:[\s\S]*PORT: [\s\S]*RELAY_STORE: must be sqlite:<file> or a postgres:\/\/ URL[\s\S]*RELAY_INBOUND_SECRET: is required[\s\S]*RELAY_API_TOKEN: must be at least 16 characters/,
    );
    expect(() =>
      configFromEnv({
        RELAY_TENANTS: JSON.stringify([
          { id: 'a b', inboundSecret: 'whsec_aaaaaaaa', apiToken: 'a'.repeat(16) },
        ]),
      }),
    ).toThrow('RELAY_TENANTS[0.id]: must be 1-64 letters, digits, _ or -');
    expect(() => configFromEnv({ ...base, RELAY_LEASE_MS: '200' })).toThrow(
      'RELAY_LEASE_MS: must be at least 1000 ms',
    );
    expect(() => configFromEnv({ RELAY_TENANTS: '[{' })).toThrow(
      'RELAY_TENANTS: is not valid JSON',
    );
  });

  it('never puts a secret value in its messages', () => {
    try {
      configFromEnv({ RELAY_INBOUND_SECRET: 'whsec_verysecretvalue', RELAY_API_TOKEN: 'tiny' });
      throw new Error('expected a failure');
    } catch (error) {
      expect((error as Error).message).not.toContain('tiny');
      expect((error as Error).message).not.toContain('verysecretvalue');
    }
  });
});

describe('configFromEnv flags', () => {
  it('reads RELAY_ALLOW_PRIVATE=yes as allowing every private address, not as a host named "yes"', () => {
    expect(configFromEnv({ ...base, RELAY_ALLOW_PRIVATE: 'yes' }).allowPrivateSubscribers).toBe(
      true,
    );
    expect(configFromEnv({ ...base, RELAY_ALLOW_PRIVATE: 'off' }).allowPrivateSubscribers).toBe(
      false,
    );
  });

  it('reads every flag variable with the same words', () => {
    const c = configFromEnv({ ...base, RELAY_ALLOW_HTTP: 'YES', RELAY_ALLOW_PRIVATE: 'true' });
    expect(c).toMatchObject({ allowHttp: true, allowPrivateSubscribers: true });
  });

  it('refuses a flag that is neither true nor false, naming the variable', () => {
    expect(() => configFromEnv({ ...base, RELAY_ALLOW_HTTP: 'maybe' })).toThrow(
      'RELAY_ALLOW_HTTP: must be true or false',
    );
    expect(() => configFromEnv({ ...base, RELAY_HOSTED: 'sure' })).toThrow(
      'RELAY_HOSTED: must be true or false',
    );
  });

  it('refuses a number with a unit, naming the variable once', () => {
    let message = '';
    try {
      configFromEnv({ ...base, RELAY_DELIVERY_TIMEOUT_MS: '15s' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('RELAY_DELIVERY_TIMEOUT_MS: must be a whole number');
    expect(message.match(/RELAY_DELIVERY_TIMEOUT_MS/g)).toHaveLength(1);
  });

  it('watches started jobs for 24 hours unless RELAY_WATCHDOG_GIVE_UP_MS says otherwise', () => {
    expect(configFromEnv(base).watchdogGiveUpMs).toBe(86_400_000);
    expect(configFromEnv({ ...base, RELAY_WATCHDOG_GIVE_UP_MS: '3600000' }).watchdogGiveUpMs).toBe(
      3_600_000,
    );
    expect(() => configFromEnv({ ...base, RELAY_WATCHDOG_GIVE_UP_MS: '0' })).toThrow(
      /RELAY_WATCHDOG_GIVE_UP_MS: /,
    );
  });
});
