/**
 * Bundles the nodes and credentials into CommonJS under dist/ with the core
 * and zod inlined (zero runtime dependencies); n8n-workflow stays external.
 * The core is compiled from its sources, so no prior `tsc -b` is needed.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';

/** `N8N_NODES_OUT_DIR` lets tests build into their own folder instead of dist/. */
const outDir = process.env.N8N_NODES_OUT_DIR ?? 'dist';
const assets = [
  'nodes/GenService/genservice.svg',
  'nodes/GenService/genservice.dark.svg',
  'nodes/GenService/GenService.node.json',
  'nodes/GenServiceTrigger/GenServiceTrigger.node.json',
];

export default defineConfig({
  entry: {
    'nodes/GenService/GenService.node': 'nodes/GenService/GenService.node.ts',
    'nodes/GenServiceTrigger/GenServiceTrigger.node':
      'nodes/GenServiceTrigger/GenServiceTrigger.node.ts',
    'credentials/GenServiceApi.credentials': 'credentials/GenServiceApi.credentials.ts',
  },
  outDir,
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  clean: ['nodes', 'credentials'],
  dts: false,
  sourcemap: false,
  splitting: false,
  external: ['n8n-workflow'],
  noExternal: ['@genservice/core', 'zod'],
  esbuildOptions(options) {
    options.alias = { '@genservice/core': join(__dirname, '../core/src/index.ts') };
  },
  onSuccess: async () => {
    for (const file of assets) {
      mkdirSync(join(outDir, dirname(file)), { recursive: true });
      cpSync(file, join(outDir, file));
    }
  },
});
