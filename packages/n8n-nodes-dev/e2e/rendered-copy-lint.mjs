#!/usr/bin/env node
/**
 * Lints rendered node and credential sources with n8n's own rule sets: the
 * pinned @n8n/node-cli's ESLint config (@n8n/eslint-plugin-community-nodes
 * recommended + eslint-plugin-n8n-nodes-base nodes/credentials rules).
 * Usage: rendered-copy-lint.mjs <folder with nodes/ and credentials/>.
 * Prints ESLint's JSON report on stdout; exits 0 when it could lint.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { nodeCli } from './node-cli.mjs';

const pkgRoot = join(dirname(fileURLToPath(import.meta.url)), '../../n8n-nodes');
const stage = process.argv[2];
if (!stage) throw new Error('usage: rendered-copy-lint.mjs <folder>');
const { cli, node } = nodeCli();

// The action node's only webhook is a `restartWebhook` (resuming paused runs, as n8n's own Wait
// node does): nothing is registered at a third party, so n8n's webhook lifecycle (checkExists/
// create/delete, "Webhook trigger nodes") does not apply to it. Every other rule is on.
writeFileSync(
  join(stage, 'eslint.config.mjs'),
  `import { config } from '@n8n/node-cli/eslint';

export default [
  ...config,
  {
    files: ['nodes/GenService/GenService.node.ts'],
    rules: { '@n8n/community-nodes/webhook-lifecycle-complete': 'off' },
  },
];
`,
);
writeFileSync(
  join(stage, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, module: 'commonjs', target: 'es2022', noEmit: true },
    include: ['nodes', 'credentials'],
  }),
);
const modules = join(stage, 'node_modules');
mkdirSync(join(modules, '@n8n'), { recursive: true });
symlinkSync(join(cli, 'node_modules/@n8n/node-cli'), join(modules, '@n8n/node-cli'));
for (const dep of ['n8n-workflow', 'typescript']) {
  const local = join(pkgRoot, 'node_modules', dep);
  symlinkSync(
    existsSync(local) ? local : join(pkgRoot, '../../node_modules', dep),
    join(modules, dep),
  );
}
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
// eslint-plugin-n8n-nodes-base swaps in fixture file names when NODE_ENV is "test" (as under jest).
delete env.NODE_ENV;
const result = spawnSync(
  node,
  [join(cli, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', 'nodes', 'credentials'],
  { cwd: stage, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (!result.stdout.startsWith('[')) {
  process.stderr.write(result.stderr);
  process.exitCode = 2;
} else process.stdout.write(result.stdout);
