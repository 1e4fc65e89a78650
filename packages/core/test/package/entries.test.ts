import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const pkg = join(__dirname, '..', '..');
const root = join(pkg, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const run = (cmd: string, args: string[], cwd = pkg) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let work: string;
let tarball: string;
beforeAll(() => {
  run(bin('tsc'), ['-b'], pkg);
  work = mkdtempSync(join(tmpdir(), 'gs-entries-'));
  run('npm', ['pack', '--silent', '--pack-destination', work]);
  tarball = join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz'))!,
  );
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fixture project with the packed core (and its zod) installed, run with node; its JSON report. */
function runFixture(kind: 'esm' | 'cjs'): { module: string; names: string[]; issues: number } {
  const dir = join(work, kind);
  const core = join(dir, 'node_modules', '@genservice', 'core');
  mkdirSync(core, { recursive: true });
  cpSync(join(__dirname, '..', 'fixtures', `${kind}-project`), dir, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', core, '--strip-components=1']);
  symlinkSync(dirname(require.resolve('zod/package.json')), join(dir, 'node_modules', 'zod'));
  const entry = kind === 'esm' ? 'index.mjs' : 'index.cjs';
  return JSON.parse(run(process.execPath, [entry], dir)) as ReturnType<typeof runFixture>;
}

/** Every runtime export of the two public entries, from the sources. */
function publicNames(): string[] {
  /* eslint-disable @typescript-eslint/no-require-imports -- the entries as plain export objects */
  const main = Object.keys(require('../../src/index') as object);
  const node = Object.keys(require('../../src/node') as object);
  /* eslint-enable @typescript-eslint/no-require-imports */
  return [...new Set([...main, ...node])].sort();
}

describe('the packed @genservice/core', () => {
  it.each(['esm', 'cjs'] as const)(
    'gives a %s project every public name of both entries, defined, and validates with them',
    (kind) => {
      const report = runFixture(kind);
      expect(report.module).toBe(kind);
      expect([...report.names].sort()).toEqual(publicNames());
      expect(report.issues).toBeGreaterThan(0);
    },
    60_000,
  );

  it('passes publint (strict)', () => {
    expect(() => run(bin('publint'), ['--pack', 'npm', '--strict'])).not.toThrow();
  }, 120_000);

  it('passes attw --pack for Node 16+ resolution, from ESM and CommonJS', () => {
    const out = run(bin('attw'), ['--pack', '.', '--profile', 'node16', '--format', 'json']);
    const { analysis } = JSON.parse(out) as {
      analysis: { entrypoints: object; problems: { resolutionKind?: string }[] };
    };
    expect(Object.keys(analysis.entrypoints)).toEqual([
      '.',
      './node',
      './internal',
      './package.json',
    ]);
    expect(analysis.problems.filter((p) => p.resolutionKind !== 'node10')).toEqual([]);
  }, 120_000);
});

describe('src/node/lazy-exports.ts', () => {
  it('is the one generated from src/index.ts (run scripts/node-entry.mjs after changing the list)', () => {
    expect(() => run(process.execPath, ['scripts/node-entry.mjs', '--check'])).not.toThrow();
  }, 60_000);
});
