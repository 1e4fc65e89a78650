/**
 * Bundles a TypeScript entry that uses the n8n e2e harness (packages/n8n-nodes-dev/e2e) with esbuild
 * into a temporary CommonJS file, resolving the sandbox and the relay to what `tsc -b` built
 * (the sandbox finds its media next to its dist). Used by `npm run playground` and `bench:n8n`.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = join(root, 'packages/n8n-nodes-dev/e2e');
const esbuild = createRequire(join(root, 'packages/n8n-nodes/package.json'))('esbuild');

const builtPackages = {
  name: 'built-packages',
  setup(build) {
    build.onResolve({ filter: /^@genservice\/(sandbox|webhook-relay)$/ }, (args) => ({
      path: join(root, `packages/${args.path.split('/')[1]}/dist/index.js`),
      external: true,
    }));
  },
};

/** The bundled `entry` as `{ file, dispose }`; `dispose()` removes the temporary folder. */
export async function bundleHarness(entry, name) {
  const out = mkdtempSync(join(tmpdir(), `gs-${name}-`));
  const file = join(out, `${name}.cjs`);
  const dispose = () => rmSync(out, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
      plugins: [builtPackages],
      define: { __dirname: JSON.stringify(e2e) },
    });
  } catch (error) {
    dispose();
    throw error;
  }
  return { file, dispose };
}
