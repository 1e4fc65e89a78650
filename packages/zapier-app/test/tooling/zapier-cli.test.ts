/**
 * The real Zapier Platform CLI (Node 22, installed from the npm registry by
 * scripts/zapier-cli.mjs into a cache) validates the bundled app and builds a
 * zip whose entry point loads. Slow the first time (installs), then ~30 s.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { operations } from '@genservice/core/internal';

const app = join(__dirname, '..', '..');
const script = join(app, 'scripts', 'zapier-cli.mjs');
const cache =
  process.env.GENSERVICE_ZAPIER_CACHE ??
  join(homedir(), '.cache', 'genservice', 'zapier-cli-19.1.0-node22');
const bin = join(cache, 'node_modules', '.bin');

function cli(command: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [script, command], {
    cwd: app,
    encoding: 'utf8',
    timeout: 540_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('Zapier Platform CLI', () => {
  jest.setTimeout(600_000);
  let stage: string | undefined;
  afterAll(() => stage && rmSync(stage, { recursive: true, force: true }));

  it('validates the bundled app with no structural errors (validate --without-style)', () => {
    const r = cli('validate');
    if (r.status !== 0) throw new Error(`validate failed:\n${r.stdout}\n${r.stderr.slice(-4000)}`);
    expect(r.stdout).toMatch(/No structural errors found/i);
  });

  it('builds a zip whose entry point loads on Node 22 with every create', () => {
    const r = cli('build');
    if (r.status !== 0) throw new Error(`build failed:\n${r.stderr.slice(-4000)}`);
    const zip = r.stdout.trim().split('\n').pop()!;
    stage = join(zip, '..', '..');
    expect(existsSync(zip)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'zapier-zip-'));
    try {
      execFileSync('python3', ['-m', 'zipfile', '-e', zip, dir]);
      const main = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).main as string;
      const probe = `const app = require(${JSON.stringify(join(dir, main))});
        require(${JSON.stringify(join(dir, 'zapierwrapper.js'))});
        console.log(JSON.stringify({
          creates: Object.keys(app.creates).length,
          auth: app.authentication.fields.map((f) => [f.key, f.type, f.required]),
          definition: JSON.stringify(app),
        }));`;
      const out = execFileSync(join(bin, 'node'), ['-e', probe], { cwd: dir, encoding: 'utf8' });
      const loaded = JSON.parse(out.trim().split('\n').pop()!);
      expect(loaded.creates).toBe(operations.length + 2); // + Delete Project, Upload File
      // The user types no infrastructure URL: the relay's and the service's are the publisher's.
      expect(loaded.auth).toEqual([
        ['api_key', 'password', true],
        ['webhook_secret', 'password', false],
      ]);
      expect(loaded.definition).not.toMatch(/relay_url|relay_token|base_url/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a real check: the validator rejects the same app with an invalid trigger key', () => {
    expect(stage).toBeDefined();
    writeFileSync(
      join(stage!, 'index.js'),
      `const app = require('./dist/index.js');
       module.exports = { ...app, triggers: { ...app.triggers, 'not a key': { ...app.triggers.project_started, key: 'not a key' } } };\n`,
    );
    const r = spawnSync(join(bin, 'zapier-platform'), ['validate', '--without-style'], {
      cwd: stage,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/additional property "not a key"/);
    expect(r.stdout).toMatch(/structurally invalid/);
  });
});
