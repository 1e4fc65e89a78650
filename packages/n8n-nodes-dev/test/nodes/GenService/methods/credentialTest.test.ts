/**
 * The credential's connection test against the real sandbox and a real hosted relay (SQLite),
 * through a stand-in for n8n's `helpers.request` built on axios the way n8n maps its options.
 */
import axios from 'axios';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import type { ICredentialDataDecryptedObject, ICredentialTestFunctions } from 'n8n-workflow';
import { HOSTED_RELAY_URL } from '../../../../../n8n-nodes/credentials/GenServiceApi.credentials';
import { genServiceConnection } from '../../../../../n8n-nodes/nodes/GenService/methods/credentialTest';
import { credentialsFrom } from '../../../../../n8n-nodes/nodes/GenService/transport/client';

const KEY = 'sk_credential_test';
const SECRET = 'whsec_Y3JlZGVudGlhbC10ZXN0LXNlY3JldA==';
const CONFIGURED = {
  id: 'own',
  inboundSecret: 'whsec_b3duLXJlbGF5LXNlY3JldA==',
  apiToken: 'own-relay-token-0123456789',
};

let sandbox: Sandbox;
let relay: RunningRelay;
let dir: string;
const sent: string[] = [];

/** n8n's legacy `helpers.request` reduced to its option mapping onto axios. */
async function request(options: Record<string, unknown>) {
  sent.push(`${String(options.method)} ${new URL(String(options.uri)).pathname}`);
  const res = await axios({
    method: options.method as string,
    url: options.uri as string,
    headers: options.headers as Record<string, string>,
    data: options.body,
    timeout: options.timeout as number,
    transformResponse: (r: unknown) => r,
    maxRedirects: options.followRedirect === false ? 0 : 5,
    validateStatus: options.simple === false ? () => true : undefined,
  });
  return { statusCode: res.status, headers: res.headers, body: res.data };
}

async function testWith(data: ICredentialDataDecryptedObject) {
  sent.length = 0;
  const ctx = { helpers: { request } } as unknown as ICredentialTestFunctions;
  return await genServiceConnection.call(ctx, { id: 'c', name: 'c', type: 'genServiceApi', data });
}

const tenantMe = async (token = KEY) =>
  (
    await fetch(`${relay.url}/v1/tenants/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json() as Promise<Record<string, unknown>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'credential-test-'));
  sandbox = await startSandbox({ apiKey: KEY, port: 0, quiet: true, jobDurationMs: 200 });
  relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(dir, 'relay.db')}`,
    tenants: [CONFIGURED],
    hosted: true,
    secretKeys: `k1:${Buffer.alloc(32, 3).toString('base64')}`,
    serviceBaseUrl: sandbox.baseUrl,
    allowPrivateSubscribers: true,
    allowHttp: true,
    quiet: true,
  });
});
afterAll(async () => {
  await relay.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Magic Hour credential test', () => {
  it('refuses a key the service refuses, without reaching the relay', async () => {
    const result = await testWith({
      apiKey: 'sk_wrong',
      baseUrl: sandbox.baseUrl,
      relayUrl: relay.url,
    });
    expect(result).toEqual({
      status: 'Error',
      message: 'The service refused this API key: check it in the Developer Hub → API Keys',
    });
    expect(sent).toEqual(['GET /v1/account']);
  });

  it('says the service could not be reached, without the key', async () => {
    const result = await testWith({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9', relayUrl: '' });
    expect(result.status).toBe('Error');
    expect(result.message).toMatch(/^Could not reach the service at http:\/\/127\.0\.0\.1:9: /);
    expect(result.message).not.toContain(KEY);
  });

  it('passes without a relay and says what works without one', async () => {
    const result = await testWith({ apiKey: KEY, baseUrl: sandbox.baseUrl, relayUrl: '' });
    expect(result.status).toBe('OK');
    expect(result.message).toMatch(/No relay: actions work, waits check for results by polling/);
    expect(sent).toEqual(['GET /v1/account']);
  });

  it('joins the relay with the API key alone and names the inbound URL to paste and the secret to add', async () => {
    const result = await testWith({ apiKey: KEY, baseUrl: sandbox.baseUrl, relayUrl: relay.url });
    const me = await tenantMe();
    expect(me).toMatchObject({ inbound_secret_set: false, receiving: false });
    expect(me.inbound_url).toMatch(new RegExp(`^${relay.url}/v1/inbound/t_[A-Za-z0-9_-]{22}$`));
    expect(result).toEqual({
      status: 'OK',
      message: `Connected. Paste ${String(me.inbound_url)} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to this credential (Webhook Signing Secret) to finish instant events. Setup page: ${relay.url}/`,
    });
    expect(sent).toEqual(['GET /v1/account', 'POST /v1/tenants']);
  });

  it('stores the signing secret, then reports receiving once a signed event arrived', async () => {
    const first = await testWith({
      apiKey: KEY,
      baseUrl: sandbox.baseUrl,
      relayUrl: `${relay.url}/`,
      webhookSecret: SECRET,
    });
    expect(sent).toEqual([
      'GET /v1/account',
      'POST /v1/tenants',
      'PUT /v1/tenants/me/inbound-secret',
    ]);
    const me = await tenantMe();
    expect(me).toMatchObject({ inbound_secret_set: true, receiving: false });
    expect(first.message).toMatch(
      /^Connected\. The signing secret is stored; instant events start with the first event/,
    );

    const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: me.inbound_url, secret: SECRET }),
    });
    await fetch(`${sandbox.baseUrl}/v1/ai-qr-code-generator`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ content: 'credential test', style: { art_style: 'Watercolor' } }),
    });
    for (let i = 0; i < 100 && !(await tenantMe()).receiving; i++)
      await new Promise((r) => setTimeout(r, 100));
    const again = await testWith({
      apiKey: KEY,
      baseUrl: sandbox.baseUrl,
      relayUrl: relay.url,
      webhookSecret: SECRET,
    });
    expect(again).toEqual({
      status: 'OK',
      message:
        'Connected. The relay is receiving the service’s events: instant triggers and waiting without polling are ready.',
    });
  });

  it('keeps a self-hosted relay token working and leaves its configured secret alone', async () => {
    const result = await testWith({
      apiKey: KEY,
      baseUrl: sandbox.baseUrl,
      relayUrl: relay.url,
      relayToken: CONFIGURED.apiToken,
      webhookSecret: 'whsec_ZGlyZWN0LW1vZGUtc2VjcmV0',
    });
    expect(result.status).toBe('OK');
    expect(result.message).toContain(`${relay.url}/v1/inbound/own`);
    expect(sent).toEqual(['GET /v1/account', 'POST /v1/tenants']);
  });

  it('fails with what to change when the relay cannot be reached', async () => {
    const result = await testWith({
      apiKey: KEY,
      baseUrl: sandbox.baseUrl,
      relayUrl: 'http://127.0.0.1:9',
    });
    expect(result.status).toBe('Error');
    expect(result.message).toMatch(
      /^The relay at http:\/\/127\.0\.0\.1:9 did not accept this connection \(.+\)\. Check the Relay URL, or clear the Relay URL to work without instant events\.$/,
    );
    expect(result.message).not.toContain(KEY);
  });
});

describe('the credential values the nodes read', () => {
  it('default to no relay in an ordinary build, also for credentials saved with an empty Relay URL', () => {
    expect(HOSTED_RELAY_URL).toBe('');
    expect(credentialsFrom({ apiKey: KEY })).toMatchObject({
      relayUrl: '',
      relayToken: KEY,
      selfHostedToken: false,
    });
    expect(credentialsFrom({ apiKey: KEY, relayUrl: '' }).relayUrl).toBe('');
  });

  it("default to the publisher's hosted relay only when the build fixed one", () => {
    const g = globalThis as { __MAGIC_HOUR_HOSTED_RELAY_URL__?: string };
    g.__MAGIC_HOUR_HOSTED_RELAY_URL__ = 'https://relay.publisher.example/';
    try {
      jest.isolateModules(() => {
        const built = jest.requireActual<
          typeof import('../../../../../n8n-nodes/nodes/GenService/transport/client')
        >('../../../../../n8n-nodes/nodes/GenService/transport/client');
        expect(built.credentialsFrom({ apiKey: KEY })).toMatchObject({
          relayUrl: 'https://relay.publisher.example',
          relayToken: KEY,
          selfHostedToken: false,
        });
        expect(built.credentialsFrom({ apiKey: KEY, relayUrl: '' }).relayUrl).toBe('');
      });
    } finally {
      delete g.__MAGIC_HOUR_HOSTED_RELAY_URL__;
    }
  });

  it('use a relay token only for a relay other than the hosted one', () => {
    const own = { apiKey: KEY, relayUrl: 'https://relay.example.com/', relayToken: 'tok' };
    expect(credentialsFrom(own)).toMatchObject({
      relayUrl: 'https://relay.example.com',
      relayToken: 'tok',
      selfHostedToken: true,
    });
    expect(credentialsFrom({ ...own, relayUrl: HOSTED_RELAY_URL })).toMatchObject({
      relayToken: KEY,
      selfHostedToken: false,
    });
  });
});
