import { ConfigError, readConfig } from '../src';

describe('readConfig', () => {
  it('reads stdio settings from the environment', () => {
    expect(
      readConfig([], {
        GENSERVICE_API_KEY: ' sk_1 ',
        GENSERVICE_MAX_CREDITS: '250',
        GENSERVICE_RELAY_URL: 'http://127.0.0.1:4000',
      }),
    ).toMatchObject({
      apiKey: 'sk_1',
      maxCredits: 250,
      relayUrl: 'http://127.0.0.1:4000',
      http: false,
    });
  });

  it('takes the HTTP port from --port before PORT', () => {
    expect(readConfig(['--http', '--port', '4100'], { PORT: '5000' })).toMatchObject({
      http: true,
      port: 4100,
      apiKey: undefined,
    });
    expect(readConfig(['--http'], { PORT: '5000' }).port).toBe(5000);
  });

  it('refuses stdio without an API key, saying where to set it', () => {
    expect(() => readConfig([], {})).toThrow(/Set GENSERVICE_API_KEY/);
  });

  it('refuses a cap that is not a number, without echoing the key', () => {
    const err = (() => {
      try {
        readConfig([], { GENSERVICE_API_KEY: 'sk_secret', GENSERVICE_MAX_CREDITS: 'lots' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toMatch(/GENSERVICE_MAX_CREDITS must be a number/);
    expect(err?.message).not.toContain('sk_secret');
  });
});
