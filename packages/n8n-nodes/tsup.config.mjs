/**
 * Bundles the package into minified CommonJS under dist/ with zero runtime
 * dependencies: the core and zod are compiled ONCE into `dist/shared/core.js`,
 * which both node files require (every `@genservice/core/internal` import becomes
 * `require("../../shared/core.js")`); n8n-workflow stays external. zod's
 * translated error messages are left out (the nodes speak English), which
 * halves the shared file, and zod keeps its config and registry in the bundle
 * instead of on `globalThis` (n8n's scanner forbids that global). Then `tools/n8n-metadata.mjs` writes the metadata
 * n8n lazy-loads (so n8n requires none of this JavaScript at startup). The
 * core is compiled from its sources, so no prior `tsc -b` is needed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { zodEnglishOnly } from '../../scripts/zod-english-only.mjs';
import { zodModuleGlobals } from '../../scripts/zod-module-globals.mjs';

/** `N8N_NODES_OUT_DIR` lets tests build into their own folder instead of dist/. */
const outDir = process.env.N8N_NODES_OUT_DIR ?? 'dist';
const assets = [
  'nodes/GenService/genservice.svg',
  'nodes/GenService/genservice.dark.svg',
  'nodes/GenService/GenService.node.json',
  'nodes/GenServiceTrigger/GenServiceTrigger.node.json',
];

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Node files reach the core through the shared file (both live two folders below dist/).
 * @type {import('esbuild').Plugin}
 */
const sharedCore = {
  name: 'shared-core',
  setup(build) {
    build.onResolve({ filter: /^@genservice\/core\/internal$/ }, () => ({
      path: '../../shared/core.js',
      external: true,
    }));
  },
};

export default defineConfig({
  outDir,
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: false,
  splitting: false,
  minify: true,
  external: ['n8n-workflow'],
  noExternal: ['zod'],
  entry: {
    'shared/core': '../core/src/internal.ts',
    'nodes/GenService/GenService.node': 'nodes/GenService/GenService.node.ts',
    'nodes/GenServiceTrigger/GenServiceTrigger.node':
      'nodes/GenServiceTrigger/GenServiceTrigger.node.ts',
    'credentials/GenServiceApi.credentials': 'credentials/GenServiceApi.credentials.ts',
  },
  clean: ['shared', 'nodes', 'credentials', 'known', 'types'],
  esbuildPlugins: [sharedCore, zodEnglishOnly, zodModuleGlobals],
  // The publisher's hosted relay, fixed at build time (credentials/hosted-relay.ts); empty unless set.
  define: {
    __MAGIC_HOUR_HOSTED_RELAY_URL__: JSON.stringify(process.env.MAGIC_HOUR_HOSTED_RELAY_URL ?? ''),
  },
  onSuccess: async () => {
    for (const file of assets) {
      mkdirSync(join(outDir, dirname(file)), { recursive: true });
      cpSync(file, join(outDir, file));
    }
    execFileSync(process.execPath, [join(here, 'tools/n8n-metadata.mjs'), outDir], {
      env: { ...process.env, NODE_PATH: join(here, 'node_modules') },
      stdio: 'inherit',
    });
  },
});
