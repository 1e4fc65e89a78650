import nock from 'nock';
import {
  API_KEY,
  RELAY,
  RELAY_TOKEN,
  SERVICE,
  appTester,
  authData,
  authenticationOf,
  callable,
  rejection,
  required,
  useNock,
} from '../helpers';

const authentication = authenticationOf();
const connectionTest = callable(authentication.test, 'authentication.test');

describe('authentication', () => {
  useNock();

  it('passes the test when the service reads with the Bearer key (404 on the probe id)', async () => {
    nock(SERVICE, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/v1/image-projects/zapier-connection-test')
      .reply(404, { message: 'Not Found' });
    const result = await appTester(connectionTest, { authData: authData() });
    expect(result).toEqual({ service: 'api.magichour.ai', relay: null });
  });

  it('fails the test with ExpiredAuthError and the service message on 401', async () => {
    nock(SERVICE)
      .get('/v1/image-projects/zapier-connection-test')
      .reply(401, { message: 'Unauthorized' });
    const err = await rejection(appTester(connectionTest, { authData: authData() }));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).toContain('Unauthorized');
    expect(err.message).not.toContain(API_KEY);
  });

  it('says what to do when the test read is refused for another reason', async () => {
    nock(SERVICE).get('/v1/image-projects/zapier-connection-test').reply(403, {});
    const err = await rejection(appTester(connectionTest, { authData: authData() }));
    expect(err.message).toMatch(/HTTP 403.*(plan|upgrade)/);
    expect(err.message).not.toContain(API_KEY);
  });

  it('checks the relay with the relay token, not the API key, when one is configured', async () => {
    nock(SERVICE).get('/v1/image-projects/zapier-connection-test').reply(404, {});
    nock(RELAY, { reqheaders: { authorization: `Bearer ${RELAY_TOKEN}` } })
      .get('/v1/events')
      .query(true)
      .reply(200, { events: [] });
    const result = await appTester(connectionTest, {
      authData: authData({ relay: true }),
    });
    expect(result).toEqual({ service: 'api.magichour.ai', relay: 'relay.example.test' });
  });

  it('uses a custom service URL for the sandbox', async () => {
    nock('http://127.0.0.1:9999', { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/v1/image-projects/zapier-connection-test')
      .reply(404, {});
    const result = await appTester(connectionTest, {
      authData: { ...authData(), base_url: 'http://127.0.0.1:9999/' },
    });
    expect(result).toEqual({ service: '127.0.0.1:9999', relay: null });
  });

  it('labels the connection by host and never shows the key or token', async () => {
    const label = authentication.connectionLabel as (z: unknown, b: unknown) => Promise<string>;
    const shown = await label(
      {},
      {
        authData: authData({ relay: true }),
        inputData: { service: 'api.magichour.ai', relay: 'relay.example.test' },
      },
    );
    expect(shown).toBe('api.magichour.ai (relay relay.example.test)');
    expect(shown).not.toContain(API_KEY);
    expect(shown).not.toContain(RELAY_TOKEN);
  });

  it('says in the help text where the API key is created', () => {
    const fields = required(authentication.fields, 'authentication.fields');
    const field = required(
      fields.find((f) => f.key === 'api_key'),
      'api_key field',
    );
    expect(field).toMatchObject({ type: 'password', required: true });
    expect(field.helpText).toMatch(/magichour\.ai\/developer/);
  });
});
