import { ConnectionError, RelayError, TimeoutError } from '@genservice/core/internal';
import type { ZObject } from 'zapier-platform-core';
import { toZapierError } from '../src/errors';
import { rejection, run, runError } from './helpers';

const raise = (err: unknown) => (z: ZObject) => Promise.reject(toZapierError(z, err));

describe('toZapierError: failures a Zapier user cannot fix with a URL', () => {
  it('asks to reconnect when the relay does not accept the key, naming no relay token', async () => {
    const refused = new RelayError(
      401,
      'Relay POST /v1/subscriptions failed: HTTP 401 - Missing or unknown bearer token',
      {},
      {},
      'POST /v1/subscriptions',
    );
    const err = await rejection(run(raise(refused)));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).toMatch(/HTTP 401.*reconnect the account with a valid API key/);
    expect(err.message).not.toMatch(/Relay Token|Relay URL/);
  });

  it("passes on the relay's refusal of a disabled tenant", async () => {
    const disabled = new RelayError(
      403,
      'Relay GET /v1/events failed: HTTP 403 - This relay tenant is disabled; contact the relay operator',
      {},
      {},
      'GET /v1/events',
    );
    expect(await runError(raise(disabled))).toMatchObject({
      code: 'RelayRefused',
      status: 403,
      message: expect.stringContaining('tenant is disabled'),
    });
  });

  it('says who could not be reached without pointing at a connection URL', async () => {
    const relay = new ConnectionError('Relay POST /v1/tenants: connect ECONNREFUSED', false);
    const service = new ConnectionError('GET /v1/account: connect ECONNREFUSED', false);
    const relayed = await runError(raise(relay));
    expect(relayed.message).toMatch(/The webhook relay could not be reached/);
    expect((await runError(raise(service))).message).toMatch(/Magic Hour could not be reached/);
    for (const { message } of [relayed, await runError(raise(service))])
      expect(message).not.toMatch(/base URL|connection/);
    const late = await runError(raise(new TimeoutError('GET /v1/account: timed out')));
    expect(late.message).toMatch(/did not answer in time/);
  });
});
