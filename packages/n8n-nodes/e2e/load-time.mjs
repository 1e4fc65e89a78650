#!/usr/bin/env node
/**
 * How long loading the package costs n8n: for each built package folder given
 * (holding `package.json` and `dist/`), a fresh Node 24 (the one the e2e
 * installs) requires n8n-workflow (n8n has it loaded already), then times
 * requiring every node and credential file the `n8n` field lists and
 * instantiating their classes, as n8n's loader does. Prints the median of
 * `--runs` (default 9) cold processes per folder, in milliseconds.
 *
 *   node e2e/load-time.mjs [--runs 9] <packageDir>...
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 9 : Number(args.splice(runsAt, 2)[1]);
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
const { join } = require('node:path');
require('n8n-workflow');
const pkg = require(join(process.argv[1], 'package.json'));
const start = process.hrtime.bigint();
for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
  const mod = require(join(process.argv[1], file));
  for (const Cls of Object.values(mod)) if (typeof Cls === 'function') new Cls();
}
console.log(Number(process.hrtime.bigint() - start) / 1e6);
`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const dir of args.map((d) => resolve(d))) {
  const stage = mkdtempSync(join(tmpdir(), 'genservice-load-'));
  try {
    mkdirSync(join(stage, 'node_modules'));
    symlinkSync(workflow, join(stage, 'node_modules/n8n-workflow'), 'dir');
    cpSync(join(dir, 'dist'), join(stage, 'dist'), { recursive: true });
    cpSync(join(dir, 'package.json'), join(stage, 'package.json'));
    const times = Array.from({ length: runs }, () =>
      Number(
        execFileSync(node, ['-e', probe, stage], {
          encoding: 'utf8',
          cwd: stage,
          env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
        }).trim(),
      ),
    );
    const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    console.log(`${dir} (${name}): median ${median(times).toFixed(1)} ms of ${runs} runs`);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
