import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('n8n verification lint', () => {
  it('keeps the eslint.config.mjs that `n8n-node lint` strict mode requires', () => {
    expect(readFileSync(join(__dirname, '../../n8n-nodes/eslint.config.mjs'), 'utf8')).toBe(
      "import { config } from '@n8n/node-cli/eslint';\n\nexport default config;\n",
    );
  });

  it('keeps tests, the e2e harness and build config out of the folder the lint checks', () => {
    const pkgRoot = join(__dirname, '../../n8n-nodes');
    const typescript = readdirSync(pkgRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') && !file.startsWith('node_modules') && !file.startsWith('dist'),
    );
    expect(typescript.filter((file) => !/^(nodes|credentials)\//.test(file))).toEqual([]);
  });

  it(
    'passes `n8n-node lint` (pinned @n8n/node-cli, strict default config)',
    () => {
      const result = spawnSync(process.execPath, [join(__dirname, '../e2e/n8n-lint.mjs')], {
        encoding: 'utf8',
        timeout: 10 * 60_000,
      });
      if (result.status !== 0)
        throw new Error(`n8n-node lint failed:\n${result.stdout}\n${result.stderr}`);
      expect(result.status).toBe(0);
    },
    10 * 60_000,
  );
});
