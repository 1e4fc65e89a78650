/**
 * The pinned @n8n/node-cli (with its ESLint and n8n's rule plugins), installed
 * once into the cache outside the pnpm workspace (its tree needs npm overrides).
 * `ensureNodeCli()` returns the install folder; `node` is the n8n Node binary.
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

/** The Node binary n8n runs on (installed by install-n8n.mjs). */
export const { node } = JSON.parse(
  execFileSync(process.execPath, [join(here, 'install-n8n.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);

/** Installs the pinned CLI into the cache (keyed by its lockfile) and returns the folder. */
export function ensureNodeCli() {
  const hash = createHash('sha256')
    .update(readFileSync(join(pinned, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  return ensureCached(cacheDir(`n8n-node-cli-${hash}`), (staging) => {
    cpSync(pinned, staging, { recursive: true });
    const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
    execFileSync(
      'npm',
      ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: staging, env, stdio: ['ignore', 2, 2] },
    );
  });
}
