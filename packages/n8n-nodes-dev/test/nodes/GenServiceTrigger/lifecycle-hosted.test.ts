/**
 * The trigger on the hosted relay, authenticated with the service API key alone: activation
 * joins the relay on first use, refuses to activate (saying what to set up) while the relay has
 * no signing secret, and stores the credential's own secret when it has one.
 */
import { createRelayClient } from '@genservice/core/internal';
import { createNodeRuntime } from '@genservice/core/node';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { webhookLifecycle as hooks } from '../../../../n8n-nodes/nodes/GenServiceTrigger/lifecycle';
import { fakeHttpRequest } from '../../helpers/context';
import { hostedRelay } from '../../helpers/hosted-relay';

const NO_SECRET_KEY = 'sk_trigger_without_secret';
const WITH_SECRET_KEY = 'sk_trigger_with_secret';
const SECRET = 'whsec_dHJpZ2dlci1ob3N0ZWQtc2VjcmV0';
const URL_ = 'http://127.0.0.1:5678/webhook/hosted/webhook';
const hosted = hostedRelay([NO_SECRET_KEY, WITH_SECRET_KEY]);

function hookContext(apiKey: string, webhookSecret = '', data: IDataObject = {}) {
  return {
    getNodeParameter: (name: string) => ({ mode: 'relay', events: ['image.completed'] })[name],
    getWorkflowStaticData: () => data,
    getNodeWebhookUrl: () => URL_,
    getCredentials: async () => ({
      apiKey,
      baseUrl: hosted.sandbox.baseUrl,
      relayUrl: hosted.relay.url,
      webhookSecret,
    }),
    getNode: () => ({
      id: 't',
      name: 'Trigger',
      type: 'trigger',
      typeVersion: 1,
      position: [0, 0],
    }),
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as IHookFunctions;
}

describe('Magic Hour Trigger on the hosted relay', () => {
  it('joins on first use, then refuses to activate and names the inbound URL and the secret to add', async () => {
    expect((await hosted.me(NO_SECRET_KEY)).status).toBe(401);
    await expect(hooks.create.call(hookContext(NO_SECRET_KEY))).rejects.toThrow(/not set up/);
    const { body: tenant } = await hosted.me(NO_SECRET_KEY);
    expect(tenant.inbound_url).toMatch(/\/v1\/inbound\/t_[\w-]{22}$/);
    await expect(hooks.create.call(hookContext(NO_SECRET_KEY))).rejects.toThrow(
      `Instant events are not set up at the relay yet. Paste ${String(tenant.inbound_url)} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to the Magic Hour credential (Webhook Signing Secret), then save the credential. Setup page: ${hosted.relay.url}/ Or use Direct mode.`,
    );
    const relay = createRelayClient({
      baseUrl: hosted.relay.url,
      token: NO_SECRET_KEY,
      runtime: createNodeRuntime(),
    });
    expect(await relay.list()).toEqual([]);
  });

  it('stores the credential’s signing secret and subscribes with the API key alone', async () => {
    const data: IDataObject = {};
    expect(await hooks.create.call(hookContext(WITH_SECRET_KEY, SECRET, data))).toBe(true);
    expect((await hosted.me(WITH_SECRET_KEY)).body).toMatchObject({ inbound_secret_set: true });
    const relay = createRelayClient({
      baseUrl: hosted.relay.url,
      token: WITH_SECRET_KEY,
      runtime: createNodeRuntime(),
    });
    expect((await relay.list()).map((s) => [s.id, s.url])).toEqual([[data.subscriptionId, URL_]]);
    expect(await hooks.checkExists.call(hookContext(WITH_SECRET_KEY, SECRET, data))).toBe(true);
    await hooks.delete.call(hookContext(WITH_SECRET_KEY, SECRET, data));
    expect(await relay.list()).toEqual([]);
  });

  it('fails activation with the relay’s words when the service refuses the key', async () => {
    await expect(hooks.create.call(hookContext('sk_refused'))).rejects.toThrow(
      /The service refused this API key/,
    );
  });
});
