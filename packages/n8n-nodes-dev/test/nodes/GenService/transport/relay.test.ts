/**
 * Relay calls with the API key join the hosted relay on first use (a credential never tested in
 * the editor), against a real hosted relay; a self-hosted relay token never triggers a join.
 */
import { createRelayLedger } from '@genservice/core/internal';
import { relayOptions } from '../../../../../n8n-nodes/nodes/GenService/transport/relay';
import { fakeHttpRequest, type SeenRequest } from '../../../helpers/context';
import { hostedRelay } from '../../../helpers/hosted-relay';

const KEY = 'sk_relay_join';
const hosted = hostedRelay([KEY]);
const path = (r: SeenRequest) => `${r.method} ${new URL(r.url).pathname}`;

describe('relay calls with the service API key', () => {
  it('join the relay when it does not know the key yet, then go through (a dedupe key claimed)', async () => {
    const seen: SeenRequest[] = [];
    const credentials = { relayUrl: hosted.relay.url, relayToken: KEY };
    const ledger = createRelayLedger(
      relayOptions(credentials, { httpRequest: fakeHttpRequest(seen) }),
    );
    const claim = { key: 'sku-1', fingerprint: 'f'.repeat(64), operation: 'op', windowMs: 60_000 };
    expect(await ledger.claim(claim)).toMatchObject({ claimed: true, entry: { attempt: 1 } });
    expect(seen.map(path)).toEqual([
      'POST /v1/ledger/sku-1/claim',
      'POST /v1/tenants',
      'POST /v1/ledger/sku-1/claim',
    ]);
    expect((await hosted.me(KEY)).status).toBe(200);
    seen.length = 0;
    expect(await ledger.claim(claim)).toMatchObject({ claimed: false });
    expect(seen.map(path)).toEqual(['POST /v1/ledger/sku-1/claim']);
  });

  it('answer the service’s refusal when the key is refused', async () => {
    const credentials = { relayUrl: hosted.relay.url, relayToken: 'sk_refused' };
    const ledger = createRelayLedger(relayOptions(credentials, { httpRequest: fakeHttpRequest() }));
    await expect(ledger.get('sku-1')).rejects.toThrow(/The service refused this API key/);
  });

  it('never join with a self-hosted relay token', async () => {
    const seen: SeenRequest[] = [];
    const credentials = { relayUrl: hosted.relay.url, relayToken: 'tok', selfHostedToken: true };
    const ledger = createRelayLedger(
      relayOptions(credentials, { httpRequest: fakeHttpRequest(seen) }),
    );
    await expect(ledger.get('sku-1')).rejects.toThrow(/401/);
    expect(seen.map(path)).toEqual(['GET /v1/ledger/sku-1']);
  });
});
