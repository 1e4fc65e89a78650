#!/usr/bin/env node
/**
 * How long loading the package costs n8n: for each built package folder given
 * (holding `package.json` and `dist/`), a fresh Node 24 (the one the e2e
 * installs) requires n8n-workflow (n8n has it loaded already), then times
 * what n8n's loader does at startup: parsing the lazy-load metadata when the
 * package ships it (`dist/known`, `dist/types`), else requiring every node and
 * credential file the `n8n` field lists and instantiating their classes (which
 * a lazy-loaded package costs on first use instead). Prints the medians of
 * `--runs` (default 9) cold processes per folder, in milliseconds.
 * With `--n8n`, real n8n is started instead: per folder (and once with no
 * package, `-`), a user folder with the package installed as a community
 * package is started once to migrate its database, then `--runs` (default 3)
 * times from process start to `/healthz/readiness`; the median is printed.
 *
 *   node e2e/load-time.mjs [--runs 9] <packageDir>...
 *   node e2e/load-time.mjs --n8n [--runs 3] - <packageDir>...
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const n8nAt = args.indexOf('--n8n');
const realN8n = n8nAt !== -1 && Boolean(args.splice(n8nAt, 1));
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? (realN8n ? 3 : 9) : Number(args.splice(runsAt, 2)[1]);
const { node, n8n } = JSON.parse(
  execFileSync(process.execPath, [join(here, 'install-n8n.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop(),
);
const workflow = join(n8n, '../../../n8n-workflow');

const probe = `
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
require('n8n-workflow');
const dir = process.argv[1];
const pkg = require(join(dir, 'package.json'));
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
let start = process.hrtime.bigint();
const lazy = ['known/nodes', 'known/credentials', 'types/nodes', 'types/credentials'].map((f) =>
  join(dir, 'dist', f + '.json'),
);
const startup = lazy.every((f) => existsSync(f))
  ? (lazy.forEach((f) => JSON.parse(readFileSync(f, 'utf8'))), ms(start))
  : undefined;
start = process.hrtime.bigint();
for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
  const mod = require(join(dir, file));
  for (const Cls of Object.values(mod)) if (typeof Cls === 'function') new Cls();
}
const required = ms(start);
console.log(JSON.stringify({ startup: startup ?? required, firstUse: startup === undefined ? 0 : required }));
`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (realN8n) {
  for (const dir of args)
    console.log(
      `${dir}: median ${(await n8nStartup(dir)).toFixed(0)} ms to readiness of ${runs} starts`,
    );
  process.exit(0);
}

for (const dir of args.map((d) => resolve(d))) {
  const stage = mkdtempSync(join(tmpdir(), 'genservice-load-'));
  try {
    mkdirSync(join(stage, 'node_modules'));
    symlinkSync(workflow, join(stage, 'node_modules/n8n-workflow'), 'dir');
    cpSync(join(dir, 'dist'), join(stage, 'dist'), { recursive: true });
    cpSync(join(dir, 'package.json'), join(stage, 'package.json'));
    const times = Array.from({ length: runs }, () =>
      JSON.parse(
        execFileSync(node, ['-e', probe, stage], {
          encoding: 'utf8',
          cwd: stage,
          env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
        }),
      ),
    );
    const startup = median(times.map((t) => t.startup)).toFixed(1);
    const firstUse = median(times.map((t) => t.firstUse)).toFixed(1);
    const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    console.log(
      `${dir} (${name}): at n8n startup ${startup} ms, on first use ${firstUse} ms (medians of ${runs})`,
    );
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

async function freePort() {
  return await new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** Median ms from spawning `n8n start` to readiness, with the package in `dir` installed (`-`: none). */
async function n8nStartup(dir) {
  const home = mkdtempSync(join(tmpdir(), 'genservice-n8n-load-'));
  try {
    const modules = join(home, '.n8n', 'nodes', 'node_modules');
    mkdirSync(modules, { recursive: true });
    if (dir !== '-') {
      cpSync(resolve(dir), join(modules, 'n8n-nodes-magic-hour'), { recursive: true });
      symlinkSync(workflow, join(modules, 'n8n-workflow'), 'dir');
    }
    const times = [];
    for (let run = 0; run <= runs; run++) {
      const port = await freePort();
      const env = {
        PATH: `${dirname(node)}:${process.env.PATH}`,
        HOME: home,
        N8N_USER_FOLDER: home,
        N8N_ENCRYPTION_KEY: 'genservice-load-time',
        N8N_DIAGNOSTICS_ENABLED: 'false',
        N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
        N8N_TEMPLATES_ENABLED: 'false',
        N8N_PERSONALIZATION_ENABLED: 'false',
        N8N_AI_ENABLED: 'false',
        N8N_HOST: '127.0.0.1',
        N8N_LISTEN_ADDRESS: '127.0.0.1',
        N8N_PORT: String(port),
        N8N_RUNNERS_BROKER_PORT: String(await freePort()),
        N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
        DB_TYPE: 'sqlite',
        NODE_DISABLE_COMPILE_CACHE: '1',
      };
      const start = performance.now();
      const child = spawn(node, [n8n, 'start'], { env, cwd: home, stdio: 'ignore' });
      try {
        for (;;) {
          if (child.exitCode !== null) throw new Error(`n8n exited ${child.exitCode}`);
          const ok = await fetch(`http://127.0.0.1:${port}/healthz/readiness`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        if (run > 0) times.push(performance.now() - start);
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    }
    return median(times);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
