/**
 * With a relay configured: the sandbox sends its webhooks to a real relay, the built server keeps
 * dedupe keys in the relay's ledger (a second server process reuses the first one's project)
 * and its wait is woken by the relay's watch rather than by polling.
 */
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import { freePort } from '../../webhook-relay/test/helpers/free-port';
import { countingProxy, requireBuiltServer, ROOT, stdioClient } from './support/mcp-processes';
import { structured } from './support/in-process';

const INBOUND = 'whsec_mcp_relay_inbound_secret';
const TOKEN = 'mcp-e2e-relay-api-token-0123456789';
const API_KEY = 'sk_sandbox_mcp_relay';
const FACE = join(ROOT, 'packages/sandbox/samples/face.png');

describe('genservice-mcp with a relay', () => {
  let sandbox: Sandbox;
  let relay: RunningRelay;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;

  beforeAll(async () => {
    requireBuiltServer();
    const port = await freePort();
    sandbox = await startSandbox({
      apiKey: API_KEY,
      quiet: true,
      jobDurationMs: 300,
      webhooks: [{ url: `http://127.0.0.1:${port}/v1/inbound/studio`, secret: INBOUND }],
    });
    relay = await startRelay({
      port,
      host: '127.0.0.1',
      store: 'sqlite::memory:',
      quiet: true,
      allowPrivateSubscribers: ['127.0.0.1/32'],
      tenants: [
        {
          id: 'studio',
          inboundSecret: INBOUND,
          apiToken: TOKEN,
          serviceApiKey: API_KEY,
          serviceBaseUrl: sandbox.baseUrl,
        },
      ],
    });
    proxy = await countingProxy(sandbox.baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
    await relay?.close();
    await sandbox?.close();
  });

  const env = {
    GENSERVICE_API_KEY: API_KEY,
    GENSERVICE_BASE_URL: '',
    GENSERVICE_RELAY_URL: '',
    GENSERVICE_RELAY_TOKEN: TOKEN,
  };
  const call = {
    name: 'face_swap_photo',
    arguments: {
      assets: { source_file_path: FACE, target_file_path: FACE },
      dedupe_key: 'relay-1',
    },
  };

  it('wakes the wait on the relay’s watch and shares dedupe keys across server processes', async () => {
    const settings = { ...env, GENSERVICE_BASE_URL: proxy.url, GENSERVICE_RELAY_URL: relay.url };
    const first = await stdioClient(settings);
    const before = { ...proxy.counts };
    try {
      const created = structured(await first.callTool(call));
      expect(created).toMatchObject({ reused: false, dedupe_key: 'relay-1' });
      const done = structured(
        await first.callTool({
          name: 'wait_for_project',
          arguments: { project_id: created.project_id },
        }),
      );
      expect(done).toMatchObject({ status: 'complete', woken_by: 'relay' });

      const second = await stdioClient(settings);
      try {
        const again = structured(await second.callTool(call));
        expect(again).toMatchObject({ project_id: created.project_id, reused: true });
      } finally {
        await second.close();
      }
      expect(proxy.counts.creates - before.creates).toBe(1);
    } finally {
      await first.close();
    }
  });
});
