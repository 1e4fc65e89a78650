/**
 * `npm run playground`: the sandbox, the webhook relay and real n8n with this
 * package installed, a credential pointing at both, and the ready-made
 * workflows imported (the "save every completed video" one active). Prints the
 * editor's URL and login; Ctrl-C stops everything and removes its folders.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@genservice/sandbox';
import { inboundFor, startLocalRelay } from './local-relay';
import { createN8n, freePort, installN8n } from './n8n';
import { setupOwner } from './n8n-rest';
import { SHIPPED, shippedWorkflow, WORKFLOWS_DIR } from './shipped';
import { credentialsFile } from './workflows';

const API_KEY = 'sk_sandbox';
const TENANT = {
  id: 'playground',
  inboundSecret: 'whsec_playground-inbound-secret',
  apiToken: 'playground-relay-token',
};
const OWNER = {
  email: 'playground@example.com',
  firstName: 'Play',
  lastName: 'Ground',
  password: 'Playground-1',
};

/** `preferred` when nothing listens on it, else a free port. */
async function portOr(preferred: number): Promise<number> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(preferred, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  return free ? preferred : await freePort();
}

async function main() {
  const paths = installN8n();
  const dir = mkdtempSync(join(tmpdir(), 'genservice-playground-'));
  const files = join(dir, 'files');
  for (const [folder, sample] of [
    ['products', 'products.csv'],
    ['daily-clips', 'prompts.csv'],
  ] as const) {
    mkdirSync(join(files, folder), { recursive: true });
    copyFileSync(join(WORKFLOWS_DIR, 'samples', sample), join(files, folder, sample));
  }
  mkdirSync(join(files, 'videos'));
  const relay = await startLocalRelay(dir, TENANT);
  const sandbox = await startSandbox({
    apiKey: API_KEY,
    port: 0,
    quiet: true,
    jobDurationMs: 3000,
    dataDir: join(dir, 'sandbox'),
    webhooks: [inboundFor(relay, TENANT)],
  });
  const n8n = await createN8n(
    paths,
    { N8N_RESTRICT_FILE_ACCESS_TO: files },
    { port: await portOr(5678) },
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      console.log('\nStopping n8n, the relay and the sandbox…');
      await n8n.stop();
      await sandbox.close();
      await relay.close();
      rmSync(dir, { recursive: true, force: true });
      console.log('Stopped.');
    })());
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  try {
    const creds = credentialsFile({
      apiKey: API_KEY,
      baseUrl: sandbox.baseUrl,
      relayUrl: relay.url,
      relayToken: TENANT.apiToken,
    });
    const workflows = Object.values(SHIPPED).map((w) => shippedWorkflow(w.file, files));
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
    await n8n.cli(['publish:workflow', `--id=${SHIPPED.saveVideos.id}`]);
    await n8n.start();
    await setupOwner(n8n.url, OWNER);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`
Playground ready (Ctrl-C stops everything):

  n8n editor   ${n8n.url}
  login        ${OWNER.email} / ${OWNER.password}
  sandbox      ${sandbox.baseUrl}  (API key ${API_KEY}; jobs take 3 s, nothing is charged)
  relay        ${relay.url}  (token ${TENANT.apiToken})
  files        ${files}

Workflows: "CSV batch to files" and "scheduled batch with a credit budget" read the sample CSVs
in the files folder (run them from the editor); "save every completed video" is active: make a
video and it lands in files/videos, e.g.

  curl -s -X POST ${sandbox.baseUrl}/v1/text-to-video -H 'authorization: Bearer ${API_KEY}' \\
    -H 'content-type: application/json' -d '{"end_seconds":5,"style":{"prompt":"a red kite"}}'
`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await stopping;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
