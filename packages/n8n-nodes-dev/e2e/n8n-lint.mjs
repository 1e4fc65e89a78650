#!/usr/bin/env node
/**
 * `n8n-node lint` (the pinned @n8n/node-cli, strict mode, default config) on
 * packages/n8n-nodes (the CLI comes from the cache, see node-cli.mjs); the lint runs on a
 * copy of the whole package folder (minus node_modules and dist) whose node_modules links
 * the CLI, its ESLint and the package's dev dependencies. Exits with lint's code.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { nodeCli } from './node-cli.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkgRoot = join(here, '../../n8n-nodes');
const { cli, node } = nodeCli();
const stage = mkdtempSync(join(tmpdir(), 'genservice-n8n-lint-'));
try {
  // The whole package folder as it is in the repo, with its (default, strict-mode)
  // eslint.config.mjs; only installed and built output stay out. Tests and the e2e
  // harness live in packages/n8n-nodes-dev, so nothing here needs an ignore.
  for (const entry of readdirSync(pkgRoot))
    if (!['node_modules', 'dist'].includes(entry))
      cpSync(join(pkgRoot, entry), join(stage, entry), { recursive: true });
  const base = JSON.parse(readFileSync(join(pkgRoot, '../../tsconfig.base.json'), 'utf8'));
  writeFileSync(
    join(stage, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...base.compilerOptions,
        composite: false,
        noEmit: true,
        declaration: false,
        declarationMap: false,
      },
      include: ['nodes', 'credentials'],
    }),
  );
  const modules = join(stage, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  mkdirSync(join(modules, '@n8n'));
  mkdirSync(join(modules, '@genservice'));
  symlinkSync(join(cli, 'node_modules/.bin/eslint'), join(modules, '.bin/eslint'));
  symlinkSync(join(cli, 'node_modules/@n8n/node-cli'), join(modules, '@n8n/node-cli'));
  symlinkSync(join(pkgRoot, 'node_modules/@genservice/core'), join(modules, '@genservice/core'));
  for (const dep of ['n8n-workflow', 'zod', 'typescript']) {
    const from = existsSync(join(pkgRoot, 'node_modules', dep))
      ? join(pkgRoot, 'node_modules', dep)
      : join(pkgRoot, '../../node_modules', dep);
    symlinkSync(from, join(modules, dep));
  }
  const env = {
    ...process.env,
    PATH: `${join(modules, '.bin')}:${dirname(node)}:${process.env.PATH}`,
    npm_config_user_agent: 'npm',
  };
  // eslint-plugin-n8n-nodes-base swaps in fixture file names when NODE_ENV is "test" (as under jest).
  delete env.NODE_ENV;
  const result = spawnSync(
    node,
    [join(cli, 'node_modules/@n8n/node-cli/bin/n8n-node.mjs'), 'lint'],
    { cwd: stage, env, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(stage, { recursive: true, force: true });
}
