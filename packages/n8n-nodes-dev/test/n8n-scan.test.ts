import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe("n8n's community-package scanner", () => {
  it(
    'finds nothing in the packed tarball (no restricted globals or imports in dist), nor does publint',
    () => {
      const result = spawnSync(process.execPath, [join(__dirname, '../e2e/n8n-scan.mjs')], {
        encoding: 'utf8',
        timeout: 10 * 60_000,
      });
      if (result.status !== 0)
        throw new Error(`scanner findings:\n${result.stdout}\n${result.stderr}`);
      expect(result.stdout).toMatch(/n8n-nodes-magic-hour-[\d.]+\.tgz: no findings/);
      expect(result.stdout).toContain('publint: 0 messages');
    },
    10 * 60_000,
  );
});
