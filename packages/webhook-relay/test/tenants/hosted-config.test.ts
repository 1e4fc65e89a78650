/** Hosted mode from the environment: no configured tenant needed, RELAY_SECRET_KEYS required, clear messages. */
import { configFromEnv, startRelay } from '../../src';
import { K1 } from './hosted';

describe('hosted relay configuration', () => {
  it('runs hosted with no configured tenant, reading the hosted variables', () => {
    const config = configFromEnv({
      RELAY_HOSTED: 'true',
      RELAY_SECRET_KEYS: K1,
      RELAY_ADMIN_TOKEN: 'admin-token-0123456789',
      RELAY_PUBLIC_URL: 'https://relay.example.com',
      RELAY_SERVICE_BASE_URL: 'http://127.0.0.1:9999',
      RELAY_SERVICE_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      hosted: true,
      tenants: [],
      secretKeys: K1,
      adminToken: 'admin-token-0123456789',
      publicUrl: 'https://relay.example.com',
      serviceBaseUrl: 'http://127.0.0.1:9999',
      serviceTimeoutMs: 2500,
    });
  });

  it('keeps a configured tenant beside hosted ones, and GENSERVICE_BASE_URL as the service', () => {
    const config = configFromEnv({
      RELAY_HOSTED: '1',
      RELAY_SECRET_KEYS: K1,
      RELAY_INBOUND_SECRET: 'whsec_self_hosted_secret',
      RELAY_API_TOKEN: 'a'.repeat(16),
      GENSERVICE_BASE_URL: 'http://127.0.0.1:8888',
    });
    expect(config.tenants).toHaveLength(1);
    expect(config.serviceBaseUrl).toBe('http://127.0.0.1:8888');
  });

  it('refuses hosted mode without RELAY_SECRET_KEYS, saying why and how to make one', () => {
    expect(() => configFromEnv({ RELAY_HOSTED: 'true' })).toThrow(
      /RELAY_SECRET_KEYS: is required in hosted mode: service API keys and webhook secrets are stored encrypted with it .*openssl rand -base64 32/,
    );
  });

  it('names the variable of a malformed key list without echoing it', () => {
    const material = Buffer.alloc(16, 3).toString('base64');
    try {
      configFromEnv({ RELAY_HOSTED: 'true', RELAY_SECRET_KEYS: `k1:${material}` });
      throw new Error('expected a failure');
    } catch (error) {
      expect((error as Error).message).toContain('RELAY_SECRET_KEYS: key "k1" must be 32 bytes');
      expect((error as Error).message).not.toContain(material);
    }
  });

  it('still needs a tenant when not hosted', async () => {
    await expect(startRelay({ tenants: [], quiet: true })).rejects.toThrow(
      'tenants: needs at least one tenant (or RELAY_HOSTED=true to create tenants on demand)',
    );
  });
});
