/**
 * Both triggers emit core's `eventOutput`: one signed relay delivery (Standard Webhooks), fed to
 * the n8n trigger and to the Zapier trigger, gives the same keys. Zapier adds only its file
 * pointer (`download_file`) and leaves out the raw record unless Include Raw Record is on.
 */
import { eventOutput, generateWebhookSecret, signStandardWebhook } from '@genservice/core';
import { createAppTester } from 'zapier-platform-core';
import { GenServiceTrigger } from '../packages/n8n-nodes/nodes/GenServiceTrigger/GenServiceTrigger.node';
import App from '../packages/zapier-app/src';

const secret = generateWebhookSecret();
const event = {
  type: 'video.completed',
  timestamp: '2026-01-01T00:00:00.000Z',
  data: {
    id: 'v-1',
    name: 'Clip',
    status: 'complete',
    type: 'FACE_SWAP',
    created_at: '2026-01-01T00:00:00Z',
    credits_charged: 24,
    downloads: [{ url: 'https://videos.example.test/v-1.mp4', expires_at: 'x' }],
    error: null,
  },
};
const rawBody = JSON.stringify(event);
let sent = 0;
/** A fresh delivery's headers (the n8n trigger drops a delivery id it has seen). */
const signed = () =>
  signStandardWebhook({ id: `msg_${++sent}`, timestamp: Date.now() / 1000, rawBody, secret });

async function n8nItem(): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = { mode: 'relay', events: ['video.completed'] };
  const headers = signed();
  const ctx = {
    getNodeParameter: (name: string) => params[name],
    getWorkflowStaticData: () => ({ secret }),
    getRequestObject: () => ({ rawBody: Buffer.from(rawBody), body: event, headers }),
    getWorkflow: () => ({ id: 'wf-outputs', name: 'Workflow', active: true }),
    getNode: () => ({ id: 'trigger-outputs', name: 'Trigger' }),
    getResponseObject: () => ({ status: () => ({ json: () => undefined }) }),
  } as unknown as ThisParameterType<GenServiceTrigger['webhook']>;
  const result = await new GenServiceTrigger().webhook.call(ctx);
  return result.workflowData?.[0]?.[0]?.json as Record<string, unknown>;
}

/** The app tester, called with a trigger's `perform` and a delivery bundle. */
type Tester = (perform: unknown, bundle: object) => Promise<unknown>;

async function zapierItem(includeRaw: boolean): Promise<Record<string, unknown>> {
  const perform = App.triggers.project_completed?.operation.perform;
  const tester = createAppTester(App) as unknown as Tester;
  const [item] = (await tester(perform, {
    authData: { api_key: 'mh_test' },
    inputData: includeRaw ? { include_raw_record: 'true' } : {},
    subscribeData: { id: 'sub-1', secret },
    cleanedRequest: event,
    rawRequest: {
      method: 'POST',
      content: rawBody,
      headers: Object.fromEntries(Object.entries(signed()).map(([k, v]) => [`Http-${k}`, v])),
    },
  })) as Record<string, unknown>[];
  return item!;
}

const keys = (o: object) => Object.keys(o).sort();

describe('trigger outputs of one signed relay delivery', () => {
  it("gives the same keys in n8n and Zapier: core's eventOutput, plus Zapier's file pointer", async () => {
    const core = keys(
      eventOutput({ type: event.type, timestamp: event.timestamp, job: event.data }),
    );
    const n8n = await n8nItem();
    const zapier = await zapierItem(true);
    expect(keys(n8n)).toEqual(core);
    expect(keys(zapier).filter((k) => k !== 'download_file')).toEqual(core);
    expect(zapier).toMatchObject({ ...n8n, raw: expect.any(Object) });
  });

  it('leaves the raw record and the duplicate id out of Zapier unless Include Raw Record is on', async () => {
    const n8n = keys(await n8nItem());
    const zapier = keys(await zapierItem(false)).filter((k) => k !== 'download_file');
    expect(zapier).toEqual(n8n.filter((k) => k !== 'raw' && k !== 'project_id'));
  });
});
