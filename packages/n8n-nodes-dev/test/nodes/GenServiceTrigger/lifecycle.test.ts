/** The trigger's relay subscription lifecycle against a real relay (SQLite): one live subscription per webhook URL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRelayClient, type Subscription } from '@genservice/core/internal';
import { createNodeRuntime } from '@genservice/core/node';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { webhookLifecycle as hooks } from '../../../../n8n-nodes/nodes/GenServiceTrigger/lifecycle';
import { CREDENTIALS, fakeHttpRequest } from '../../helpers/context';

const TENANT = {
  id: 'n8n',
  inboundSecret: 'whsec_aW5ib3VuZC1zZWNyZXQ=',
  apiToken: 'relay-token-for-trigger-tests',
};
const TEST_URL = 'http://127.0.0.1:5678/webhook-test/abc/webhook';
const LIVE_URL = 'http://127.0.0.1:5678/webhook/abc/webhook';
const OTHER_URL = 'http://127.0.0.1:5678/webhook/other/webhook';
const IMAGE = { mode: 'relay', events: ['image.completed'] };

let dir: string;
let relay: RunningRelay;
const api = () =>
  createRelayClient({ baseUrl: relay.url, token: TENANT.apiToken, runtime: createNodeRuntime() });
const urls = async () => (await api().list()).map((s: Subscription) => s.url).sort();

/** A hook context for the trigger at `url` whose static data is `data` (n8n may hand a fresh one). */
function at(url: string, data: IDataObject, params: Record<string, unknown> = IMAGE) {
  return {
    getNodeParameter: (name: string) => params[name],
    getWorkflowStaticData: () => data,
    getNodeWebhookUrl: () => url,
    getWorkflow: () => ({ id: 'Wf7Filters0000Ab', active: true }),
    getCredentials: async () => ({
      ...CREDENTIALS,
      relayUrl: relay.url,
      relayToken: TENANT.apiToken,
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

async function activate(ctx: IHookFunctions): Promise<void> {
  if (!(await hooks.checkExists.call(ctx))) await hooks.create.call(ctx);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trigger-relay-'));
  relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(dir, 'relay.db')}`,
    tenants: [TENANT],
    allowPrivateSubscribers: true,
    allowHttp: true,
    quiet: true,
  });
});
afterEach(async () => {
  await relay.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Magic Hour Trigger: one relay subscription per webhook URL', () => {
  it('a second test listen without the first one’s static data replaces its subscription', async () => {
    const first: IDataObject = {};
    await activate(at(TEST_URL, first));
    const second: IDataObject = {};
    await activate(at(TEST_URL, second));
    const subs = await api().list();
    expect(subs.map((s) => [s.id, s.url])).toEqual([[second.subscriptionId, TEST_URL]]);
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    expect(second.secret).toMatch(/^whsec_/);
  });

  it('keeps its own live subscription on re-activation and removes strays for the same URL', async () => {
    const data: IDataObject = {};
    await activate(at(LIVE_URL, data));
    const kept = data.subscriptionId;
    await api().subscribe({ url: LIVE_URL, events: ['image.completed'] });
    await api().subscribe({ url: OTHER_URL, events: ['image.completed'] });
    await activate(at(LIVE_URL, data));
    expect(data.subscriptionId).toBe(kept);
    expect(await urls()).toEqual([LIVE_URL, OTHER_URL]);
  });

  it('replaces its subscription when the selected events change', async () => {
    const data: IDataObject = {};
    await activate(at(LIVE_URL, data));
    const before = data.subscriptionId;
    await activate(at(LIVE_URL, data, { mode: 'relay', events: ['video.completed'] }));
    const subs = await api().list();
    expect(subs.map((s) => [s.id, s.events])).toEqual([[data.subscriptionId, ['video.completed']]]);
    expect(data.subscriptionId).not.toBe(before);
  });

  it("subscribes with its filters, the workflow's own tag for Only Jobs This Workflow Created", async () => {
    const data: IDataObject = {};
    const params = {
      ...IMAGE,
      onlyThisWorkflow: true,
      filters: { tools: ['LIP_SYNC', 'FACE_SWAP'], nameContains: ' promo ', nameStartsWith: '' },
    };
    await activate(at(LIVE_URL, data, params));
    const [sub] = await api().list();
    expect(sub).toMatchObject({
      id: data.subscriptionId,
      filters: {
        tools: ['FACE_SWAP', 'LIP_SYNC'],
        name_contains: 'promo',
        created_by: 'n8n-Wf7Filters0000Ab',
      },
    });
  });

  it('keeps its subscription while the filters stay the same and replaces it when they change', async () => {
    const data: IDataObject = {};
    const filtered = { ...IMAGE, onlyThisWorkflow: true, filters: { tools: ['AI_IMAGE'] } };
    await activate(at(LIVE_URL, data, filtered));
    const first = data.subscriptionId;
    await activate(at(LIVE_URL, data, filtered));
    expect(data.subscriptionId).toBe(first);
    await activate(at(LIVE_URL, data, { ...filtered, onlyThisWorkflow: false }));
    expect(data.subscriptionId).not.toBe(first);
    const second = data.subscriptionId;
    await activate(at(LIVE_URL, data, IMAGE));
    expect(data.subscriptionId).not.toBe(second);
    const subs = await api().list();
    expect(subs.map((s) => [s.id, s.filters ?? null])).toEqual([[data.subscriptionId, null]]);
  });

  it('does not count a subscription it holds no secret for as its own', async () => {
    await activate(at(LIVE_URL, {}));
    const [stray] = await api().list();
    const data: IDataObject = { subscriptionId: stray!.id };
    await activate(at(LIVE_URL, data));
    expect((await api().list()).map((s) => s.id)).toEqual([data.subscriptionId]);
    expect(data.subscriptionId).not.toBe(stray!.id);
  });

  it('deactivation removes every subscription for the URL and leaves other URLs and job watches', async () => {
    const data: IDataObject = {};
    await activate(at(LIVE_URL, data));
    await api().subscribe({ url: LIVE_URL, events: ['*'] });
    await api().subscribe({ url: OTHER_URL, events: ['*'] });
    const watch = await api().watch('image', 'img-1', LIVE_URL);
    expect(await hooks.delete.call(at(LIVE_URL, data))).toBe(true);
    expect(data).toEqual({});
    expect((await api().list()).map((s) => s.id ?? '')).toEqual(expect.arrayContaining([watch.id]));
    expect(await urls()).toEqual([LIVE_URL, OTHER_URL]);
  });

  it('the test URL and the production URL keep one subscription each', async () => {
    await activate(at(LIVE_URL, {}));
    await activate(at(TEST_URL, {}));
    await activate(at(TEST_URL, {}));
    expect(await urls()).toEqual([TEST_URL, LIVE_URL].sort());
  });
});
