#!/usr/bin/env node
/**
 * n8n's community-package scanner on what npm would publish: packs this package
 * (`npm pack`, after the package's own build), unpacks the tarball and runs the
 * pinned @n8n/scan-community-package's `analyzePackage` on it, the analysis n8n
 * runs before verifying a node (its provenance gate needs a registry and is
 * covered by .github/workflows/publish-n8n.yml). The scanner is installed once
 * into the cache with the TypeScript 6.0 it needs on top of its node_modules.
 * publint (warnings and errors) checks the same unpacked tarball.
 * Prints the findings and exits 1 on any. `--no-build` packs the current dist/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheDir, ensureCached } from '../../../scripts/cached-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkgRoot = join(here, '../../n8n-nodes');
const pinned = join(here, 'scanner-install');

function ensureScanner() {
  const hash = createHash('sha256')
    .update(readFileSync(join(pinned, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  return ensureCached(cacheDir(`n8n-scanner-${hash}`), (staging) => {
    cpSync(pinned, staging, { recursive: true });
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: staging,
      stdio: ['ignore', 2, 2],
    });
  });
}

const scanner = ensureScanner();
const work = mkdtempSync(join(tmpdir(), 'genservice-n8n-scan-'));
try {
  if (!process.argv.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], { cwd: pkgRoot, stdio: ['ignore', 2, 2] });
  execFileSync('npm', ['pack', '--ignore-scripts', '--loglevel=warn', '--pack-destination', work], {
    cwd: pkgRoot,
    stdio: ['ignore', 'ignore', 2],
  });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  const { analyzePackage } = await import(
    pathToFileURL(join(scanner, 'node_modules/@n8n/scan-community-package/scanner/scanner.mjs'))
      .href
  );
  const result = await analyzePackage(join(work, 'package'));
  console.log(result.passed ? `${tarball}: no findings` : `${tarball}: ${result.message}`);
  if (result.details) console.log(result.details);
  const { publint } = await import(
    pathToFileURL(join(scanner, 'node_modules/publint/src/index-node.js')).href
  );
  const { formatMessage } = await import(
    pathToFileURL(join(scanner, 'node_modules/publint/src/utils.js')).href
  );
  const { messages, pkg } = await publint({ pkgDir: join(work, 'package'), level: 'warning' });
  for (const message of messages) console.log(`publint: ${formatMessage(message, pkg)}`);
  console.log(`publint: ${messages.length} messages`);
  process.exitCode = result.passed && messages.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
