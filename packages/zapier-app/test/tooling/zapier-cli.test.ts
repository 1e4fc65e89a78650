/**
 * The real Zapier Platform CLI (Node 22, installed from the npm registry by
 * scripts/zapier-cli.mjs into a cache) validates the bundled app and builds a
 * zip whose entry point loads. Slow the first time (installs), then ~30 s.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { operations } from '@genservice/core';

const app = join(__dirname, '..', '..');
const script = join(app, 'scripts', 'zapier-cli.mjs');
const node22 = join(process.env.GENSERVICE_ZAPIER_CACHE ?? join(homedir(), '.cache', 'genservice', 'zapier-cli-19.1.0-node22'), 'node_modules', '.bin', 'node');

function cli(command: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [script, command], { cwd: app, encoding: 'utf8', timeout: 540_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('Zapier Platform CLI', () => {
  jest.setTimeout(600_000);

  it('validates the bundled app with no structural errors (validate --without-style)', () => {
    const r = cli('validate');
    if (r.status !== 0) throw new Error(`validate failed:\n${r.stdout}\n${r.stderr.slice(-4000)}`);
    expect(r.stdout).toMatch(/No structural errors found/i);
  });

  it('builds a zip whose entry point loads on Node 22 with every create', () => {
    const r = cli('build');
    if (r.status !== 0) throw new Error(`build failed:\n${r.stderr.slice(-4000)}`);
    const zip = r.stdout.trim().split('\n').pop()!;
    expect(existsSync(zip)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'zapier-zip-'));
    try {
      execFileSync('python3', ['-m', 'zipfile', '-e', zip, dir]);
      const main = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).main as string;
      const probe = `const app = require(${JSON.stringify(join(dir, main))}); require(${JSON.stringify(join(dir, 'zapierwrapper.js'))});
        console.log(JSON.stringify({ creates: Object.keys(app.creates).length, version: app.version }));`;
      const loaded = JSON.parse(execFileSync(node22, ['-e', probe], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop()!);
      expect(loaded.creates).toBe(operations.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(zip, '..', '..'), { recursive: true, force: true });
    }
  });
});
