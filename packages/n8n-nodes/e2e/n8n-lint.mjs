#!/usr/bin/env node
/**
 * `n8n-node lint` (the pinned @n8n/node-cli, strict mode, default config) on
 * this package (the CLI comes from the cache, see node-cli.mjs); the lint runs on a staging copy of the sources whose node_modules links the
 * CLI, its ESLint and this package's dev dependencies. Exits with lint's code.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
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
const pkgRoot = join(here, '..');
const { cli, node } = nodeCli();
const stage = mkdtempSync(join(tmpdir(), 'genservice-n8n-lint-'));
try {
  // What ships, plus the package's (default, strict-mode) eslint.config.mjs. n8n's
  // config lints every .ts file under the folder and strict mode forbids ignores,
  // so tests, the e2e harness and tsup.config.ts (never published) stay out.
  for (const entry of ['nodes', 'credentials', 'package.json', 'README.md', 'eslint.config.mjs'])
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
