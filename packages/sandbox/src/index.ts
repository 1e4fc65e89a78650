/**
 * @genservice/sandbox: a local stand-in for the Generation Service, for
 * tests, demos and developing workflows without spending credits.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from './app';
import { JobRunner } from './jobs/state-machine';
import { resolveOptions, type SandboxOptions } from './options';
import { createSandboxServer } from './server';
import { UrlSigner } from './signed-urls';
import { SavedItems } from './saved-items';
import { Storage } from './storage';
import { accountOf, Store } from './store';
import { WebhookSender } from './webhooks/sender';

export type { SandboxOptions, WebhookEndpoint } from './options';
export type { Scenario } from './jobs/scenario';
export type { DeliveryRecord } from './webhooks/sender';

export interface Sandbox {
  /** `http://<host>:<port>`: use it as the client's base URL (paths start with `/v1`). */
  baseUrl: string;
  /** The first accepted API key. */
  apiKey: string;
  dataDir: string;
  /** Stops the server, timers and retries, and removes the data dir when it was temporary. */
  close(): Promise<void>;
}

/** Starts a sandbox; projects in an existing `dataDir` are kept and unfinished jobs resume. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const opts = resolveOptions(options);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'genservice-sandbox-')));
  await mkdir(dataDir, { recursive: true });
  const store = new Store(dataDir);
  for (const key of opts.apiKeys) store.ensureAccount(accountOf(key), opts.credits);

  let baseUrl = '';
  const log = opts.quiet ? () => undefined : (line: string) => console.log(`[sandbox] ${line}`);
  const webhooks = opts.webhooks.map((w, i) => ({ ...w, id: `wh_config_${i}` }));
  const sender = new WebhookSender({ endpoints: () => webhooks, retry: opts.webhookRetry, log });
  const scenario = {
    jobDurationMs: opts.jobDurationMs,
    failNext: [],
    rateLimit: { remaining: 0, retryAfterSec: 1 },
    serverErrors: { remaining: 0, status: 500 },
    duplicateEvents: opts.duplicateEvents,
    faceCount: 1,
  };
  const storage = new Storage(dataDir);
  const signer = new UrlSigner(store.secret(), () => baseUrl);
  const jobs = new JobRunner({ store, storage, signer, sender, scenario });
  const app: App = {
    options: opts,
    store,
    storage,
    signer,
    sender,
    jobs,
    scenario,
    webhooks,
    savedItems: new SavedItems(storage),
    profiles: new Map(),
    log,
  };

  const server = createSandboxServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => resolve());
    });
  } catch (err) {
    store.close();
    if (temporary) await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  jobs.resume();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      sender.close();
      await jobs.close();
      store.close();
      if (temporary) await rm(dataDir, { recursive: true, force: true });
    })());
  return { baseUrl, apiKey: opts.apiKeys[0]!, dataDir, close };
}
