/**
 * The pinned @n8n/node-cli (`e2e/node-cli-install`), installed once into the
 * cache: its dependency tree needs npm overrides, so it cannot live in the pnpm
 * workspace. `nodeCli()` returns the folder holding its node_modules and the
 * Node binary (Node 24, shared with the real-n8n tests) that runs it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { cacheDir, ensureCached } from '../../../scripts/cached-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pinned = join(here, 'node-cli-install');

/** `{ cli, node, bin }`: the cached install, the Node binary, and `n8n-node`'s entry script. */
export function nodeCli() {
  const { node } = JSON.parse(
    execFileSync(process.execPath, [join(here, 'install-n8n.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const hash = createHash('sha256')
    .update(readFileSync(join(pinned, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  const cli = ensureCached(cacheDir(`n8n-node-cli-${hash}`), (staging) => {
    cpSync(pinned, staging, { recursive: true });
    const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
    execFileSync(
      'npm',
      ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: staging, env, stdio: ['ignore', 2, 2] },
    );
  });
  return { cli, node, bin: join(cli, 'node_modules/@n8n/node-cli/bin/n8n-node.mjs') };
}
