/**
 * Real n8n for end-to-end tests and the bench: installs Node 24 and the
 * pinned n8n once (cached), builds the package bundle, and runs n8n with a
 * fresh user folder where the package is installed as a community package.
 * Every process started here is stopped by `stop()`.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerApiKey } from './n8n-rest';

export { parseRunOutput } from './n8n-rest';

const packageRoot = join(__dirname, '../../n8n-nodes');

export interface N8nPaths {
  node: string;
  n8n: string;
}

/** Node 24 and n8n from the cache, installing them on first use (≈4.5 min cold). */
export function installN8n(): N8nPaths {
  const out = execFileSync(process.execPath, [join(__dirname, 'install-n8n.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 30 * 60_000,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as N8nPaths;
}

/** Builds the bundle with tsup, exactly as published, into `outDir` (default dist/). */
export function buildPackage(outDir = join(packageRoot, 'dist')): void {
  const env = { ...process.env, N8N_NODES_OUT_DIR: outDir };
  execFileSync(join(packageRoot, 'node_modules/.bin/tsup'), [], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 120_000,
  });
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface N8n {
  url: string;
  /** Runs an n8n CLI command against this instance's database; resolves with stdout. */
  cli(
    args: string[],
    options?: { allowFailure?: boolean },
  ): Promise<{ stdout: string; code: number }>;
  /** Writes `data` to a JSON file in the user folder and returns its path. */
  file(name: string, data: unknown): string;
  /** Starts the server and resolves when it is ready. */
  start(): Promise<void>;
  /** Stops the server (if started) and removes the user folder. */
  stop(): Promise<void>;
  logs(): string;
  /** Sets up the owner (once) and returns a new public-API key with every scope. */
  ownerApiKey(): Promise<string>;
}

/**
 * An n8n instance with a fresh user folder where the package is installed as npm would: its own
 * build (package.json + dist) in `~/.n8n/nodes/node_modules/n8n-nodes-magic-hour`, and the peer
 * n8n-workflow beside it (n8n's own copy).
 */
export async function createN8n(
  paths: N8nPaths,
  extraEnv: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<N8n> {
  const userFolder = mkdtempSync(join(tmpdir(), 'genservice-n8n-'));
  const nodesDir = join(userFolder, '.n8n', 'nodes', 'node_modules');
  mkdirSync(nodesDir, { recursive: true });
  const installed = join(nodesDir, 'n8n-nodes-magic-hour');
  mkdirSync(installed);
  copyFileSync(join(packageRoot, 'package.json'), join(installed, 'package.json'));
  buildPackage(join(installed, 'dist'));
  symlinkSync(join(paths.n8n, '../../../n8n-workflow'), join(nodesDir, 'n8n-workflow'), 'dir');
  const tmp = join(userFolder, 'tmp');
  mkdirSync(tmp);
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: `${join(paths.node, '..')}:${process.env.PATH ?? ''}`,
    HOME: userFolder,
    TMPDIR: tmp,
    NODE_DISABLE_COMPILE_CACHE: '1',
    N8N_USER_FOLDER: userFolder,
    N8N_ENCRYPTION_KEY: 'genservice-e2e-encryption-key',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_AI_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_HOST: '127.0.0.1',
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_PORT: String(port),
    N8N_PROTOCOL: 'http',
    N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    N8N_SECURE_COOKIE: 'false',
    DB_TYPE: 'sqlite',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_LOG_LEVEL: 'info',
    N8N_RUNNERS_BROKER_PORT: String(await freePort()),
    ...extraEnv,
  };
  let server: ChildProcess | undefined;
  let log = '';
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    cli: (args, options = {}) =>
      new Promise((resolve, reject) => {
        execFile(
          paths.node,
          [paths.n8n, ...args],
          { env, cwd: userFolder, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
          (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
            if (code !== 0 && !options.allowFailure)
              reject(
                new Error(
                  `n8n ${args[0]} exited ${code}:\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`,
                ),
              );
            else resolve({ stdout, code });
          },
        );
      }),
    file(name, data) {
      const path = join(userFolder, name);
      writeFileSync(path, JSON.stringify(data));
      return path;
    },
    async start() {
      server = spawn(paths.node, [paths.n8n, 'start'], {
        env,
        cwd: userFolder,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
      server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (server.exitCode !== null)
          throw new Error(`n8n exited ${server.exitCode}:\n${log.slice(-4000)}`);
        const ready = await fetch(`${url}/healthz/readiness`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`n8n did not become ready:\n${log.slice(-4000)}`);
    },
    async stop() {
      if (server && server.exitCode === null) {
        const exited = new Promise((r) => server!.once('exit', r));
        server.kill('SIGTERM');
        const timer = setTimeout(() => server!.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(userFolder, { recursive: true, force: true });
    },
    logs: () => log,
    ownerApiKey: () => ownerApiKey(url),
  };
}
