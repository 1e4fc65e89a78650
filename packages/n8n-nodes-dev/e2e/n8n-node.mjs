#!/usr/bin/env node
/**
 * `n8n-node <command>` (the pinned @n8n/node-cli from the cache) run in this
 * package, e.g. `node e2e/n8n-node.mjs build`. The package's own node_modules
 * and the workspace's come first on PATH, so `n8n-node build` type-checks with
 * the workspace's TypeScript. Exits with the command's code.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { nodeCli } from './node-cli.mjs';

const pkgRoot = join(dirname(fileURLToPath(import.meta.url)), '../../n8n-nodes');
const { node, bin } = nodeCli();
const bins = [join(pkgRoot, 'node_modules/.bin'), join(pkgRoot, '../../node_modules/.bin')];
const result = spawnSync(node, [bin, ...process.argv.slice(2)], {
  cwd: pkgRoot,
  env: {
    ...process.env,
    PATH: [...bins, dirname(node), process.env.PATH].join(':'),
    npm_config_user_agent: 'npm',
  },
  stdio: 'inherit',
});
process.exitCode = result.status ?? 1;
