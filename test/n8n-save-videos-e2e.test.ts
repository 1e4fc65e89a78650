/**
 * The ready-made "save every completed video" workflow in real n8n: the
 * trigger's relay subscription from activation, one live subscription per
 * webhook URL across re-activations and repeated test listens, and each
 * completed video written to the files folder.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { login, restCall } from '../packages/n8n-nodes-dev/e2e/n8n-rest';
import {
  SHIPPED,
  shippedWorkflow,
  type ShippedWorkflow,
} from '../packages/n8n-nodes-dev/e2e/shipped';
import {
  API_KEY,
  startWorkflowEnv,
  TENANT,
  type WorkflowEnv,
} from '../packages/n8n-nodes-dev/e2e/workflow-env';

jest.setTimeout(10 * 60_000);

let env: WorkflowEnv;

beforeAll(async () => {
  env = await startWorkflowEnv(async ({ files, n8n }, creds) => {
    mkdirSync(join(files, 'videos'), { recursive: true });
    const workflows = [shippedWorkflow(SHIPPED.saveVideos.file, files)];
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
  });
});

afterAll(async () => await env?.close());

describe('the ready-made "save every completed video" workflow in real n8n', () => {
  it('saves every completed video from the trigger, with one relay subscription per webhook URL across re-activations', async () => {
    const wf = shippedWorkflow(SHIPPED.saveVideos.file, env.files);
    const hook = wf.nodes.find((n) => n.type.endsWith('.genServiceTrigger'))!;
    await env.n8n.cli(['publish:workflow', `--id=${SHIPPED.saveVideos.id}`]);
    await env.n8n.start();
    const url = `${env.n8n.url}/webhook/${hook.webhookId}/webhook`;
    const forUrl = async () => (await env.subscriptions()).filter((s) => s.url === url);
    const sub = await env.until('the relay subscription', async () => (await forUrl())[0]);

    const stray = await fetch(`${env.relay.url}/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TENANT.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url, events: ['video.completed'] }),
    });
    expect(stray.status).toBe(201);
    const apiKey = await env.n8n.ownerApiKey();
    const api = (action: string) =>
      fetch(`${env.n8n.url}/api/v1/workflows/${SHIPPED.saveVideos.id}/${action}`, {
        method: 'POST',
        headers: { 'x-n8n-api-key': apiKey },
      });
    expect((await api('deactivate')).status).toBe(200);
    await env.until('the subscriptions to be removed', async () =>
      (await forUrl()).length === 0 ? true : undefined,
    );
    expect((await api('activate')).status).toBe(200);
    const live = await env.until('one new subscription', async () => {
      const subs = await forUrl();
      return subs.length === 1 ? subs : undefined;
    });
    expect(live[0]!.id).not.toBe(sub.id);

    const video = (await (
      await fetch(`${env.sandbox.baseUrl}/v1/text-to-video`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ end_seconds: 5, style: { prompt: 'a red kite' } }),
      })
    ).json()) as { id: string };
    const saved = join(env.files, `videos/${video.id}.mp4`);
    await env.until('the saved video', async () => (existsSync(saved) ? true : undefined));
    expect(readFileSync(saved).length).toBeGreaterThan(0);
    expect(await forUrl()).toHaveLength(1);
  });

  it('testing the trigger again within two minutes leaves one relay subscription for its test URL', async () => {
    const cookie = await login(env.n8n.url);
    const { data: wf } = (await restCall(
      env.n8n.url,
      cookie,
      `workflows/${SHIPPED.saveVideos.id}`,
    )) as {
      data: ShippedWorkflow;
    };
    const hook = wf.nodes.find((n) => n.type.endsWith('.genServiceTrigger'))!;
    const testUrl = `${env.n8n.url}/webhook-test/${hook.webhookId}/webhook`;
    const seen: string[] = [];
    for (let listen = 0; listen < 3; listen++) {
      const body = JSON.stringify({ workflowData: wf, triggerToStartFrom: { name: hook.name } });
      const run = await restCall(env.n8n.url, cookie, `workflows/${wf.id}/run`, {
        method: 'POST',
        body,
      });
      expect(run).toEqual({ data: { waitingForWebhook: true } });
      const subs = await env.until('the test subscription', async () => {
        const now = (await env.subscriptions()).filter((s) => s.url === testUrl);
        return now.length === 1 && !seen.includes(now[0]!.id) ? now : undefined;
      });
      seen.push(subs[0]!.id);
    }
    expect(new Set(seen).size).toBe(3);
  });
});
