/** The sandbox and a hosted relay (SQLite, keys checked at the sandbox) for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';

export interface HostedSetup {
  sandbox: Sandbox;
  relay: RunningRelay;
  /** `GET /v1/tenants/me` with `token`: the status and body. */
  me(token: string): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** Starts both before the file's tests (accepting `apiKeys` at the sandbox) and stops them after. */
export function hostedRelay(apiKeys: string[]): HostedSetup {
  const setup = {} as HostedSetup;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'n8n-hosted-relay-'));
    setup.sandbox = await startSandbox({
      apiKey: apiKeys,
      port: 0,
      quiet: true,
      jobDurationMs: 200,
    });
    setup.relay = await startRelay({
      port: 0,
      host: '127.0.0.1',
      store: `sqlite:${join(dir, 'relay.db')}`,
      hosted: true,
      secretKeys: `k1:${Buffer.alloc(32, 5).toString('base64')}`,
      serviceBaseUrl: setup.sandbox.baseUrl,
      allowPrivateSubscribers: true,
      allowHttp: true,
      quiet: true,
    });
  });
  afterAll(async () => {
    await setup.relay?.close();
    await setup.sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  setup.me = async (token) => {
    const res = await fetch(`${setup.relay.url}/v1/tenants/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return setup;
}
