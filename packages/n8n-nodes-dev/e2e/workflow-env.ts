/**
 * What the real-n8n tests of the ready-made workflows run against: a relay
 * (SQLite), the sandbox sending it events, a create counter in front of the
 * sandbox, and real n8n whose file folder is a fresh temporary one, with a
 * credential using the counter and the relay. `close()` stops all of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '@genservice/webhook-relay';
import { startCreateCounter, type CreateCounter } from './create-counter';
import { inboundFor, startLocalRelay } from './local-relay';
import { createN8n, installN8n, parseRunOutput, type N8n } from './n8n';
import { credentialsFile } from './workflows';

export const API_KEY = 'sk_e2e_workflows';
export const TENANT = {
  id: 'n8n-workflows',
  inboundSecret: 'whsec_inbound-secret-workflows',
  apiToken: 'relay-token-for-workflows-e2e',
};

type Item = { json: Record<string, unknown>; binary?: Record<string, Record<string, unknown>> };
type Credential = { id: string; name: string; type: string; data: Record<string, unknown> };

export interface WorkflowEnv {
  sandbox: Sandbox;
  relay: RunningRelay;
  counter: CreateCounter;
  n8n: N8n;
  /** The folder n8n may read and write (N8N_RESTRICT_FILE_ACCESS_TO). */
  files: string;
  /** Runs workflow `id` with `n8n execute`: the exit code, the run, node `node`'s items and the creates made. */
  execute(
    id: string,
    node: string,
  ): Promise<{
    code: number;
    run: ReturnType<typeof parseRunOutput>;
    items: Item[];
    creates: CreateCounter['creates'];
  }>;
  /** The tenant's relay subscriptions. */
  subscriptions(): Promise<{ id: string; url: string; once: boolean }[]>;
  /** Resolves with `probe()`'s first defined value; fails after `ms` with n8n's last log lines. */
  until<T>(what: string, probe: () => Promise<T | undefined>, ms?: number): Promise<T>;
  close(): Promise<void>;
}

/** Starts everything; `setup(env, credentials)` fills the folder and imports what the test needs. */
export async function startWorkflowEnv(
  setup: (env: WorkflowEnv, credentials: Credential[]) => Promise<void>,
): Promise<WorkflowEnv> {
  const paths = installN8n();
  const dir = mkdtempSync(join(tmpdir(), 'gs-n8n-workflows-'));
  const files = join(dir, 'files');
  const relay = await startLocalRelay(dir, TENANT);
  const sandbox = await startSandbox({
    apiKey: API_KEY,
    port: 0,
    quiet: true,
    jobDurationMs: 400,
    webhooks: [inboundFor(relay, TENANT)],
  });
  const counter = await startCreateCounter(sandbox.baseUrl);
  const n8n = await createN8n(paths, { N8N_RESTRICT_FILE_ACCESS_TO: files });
  const env: WorkflowEnv = {
    sandbox,
    relay,
    counter,
    n8n,
    files,
    async execute(id, node) {
      const before = counter.creates.length;
      const args = ['execute', `--id=${id}`, '--rawOutput'];
      const { stdout, code } = await n8n.cli(args, { allowFailure: true });
      if (!stdout.includes('\n{'))
        throw new Error(`n8n execute ${id} exited ${code}:\n${stdout.slice(-3000)}`);
      const run = parseRunOutput(stdout);
      const items = (run.data.resultData.runData[node]?.[0]?.data?.main[0] ?? []) as Item[];
      return { code, run, items, creates: counter.creates.slice(before) };
    },
    async subscriptions() {
      const headers = { authorization: `Bearer ${TENANT.apiToken}` };
      const res = await fetch(`${relay.url}/v1/subscriptions`, { headers });
      return ((await res.json()) as { data: { id: string; url: string; once: boolean }[] }).data;
    },
    async until(what, probe, ms = 30_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const value = await probe();
        if (value !== undefined) return value;
        if (Date.now() > deadline)
          throw new Error(`Timed out waiting for ${what}\n${n8n.logs().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async close() {
      await n8n.stop();
      await counter.close();
      await sandbox.close();
      await relay.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const data = { apiKey: API_KEY, baseUrl: counter.url, relayUrl: relay.url };
    await setup(env, credentialsFile({ ...data, relayToken: TENANT.apiToken }));
  } catch (err) {
    await env.close();
    throw err;
  }
  return env;
}
