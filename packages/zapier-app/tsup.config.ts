/**
 * Bundles the app into one readable (not minified) CommonJS file,
 * `dist/index.js`, with its source map `dist/index.js.map` (Zapier's reviewers
 * read the uploaded code; stack traces point at the TypeScript), with the
 * core and every other dependency inlined. Only `zapier-platform-core` stays
 * external: Zapier's runtime loads it from the deployed package's
 * node_modules. The core is compiled from its sources, so no prior `tsc -b` is
 * needed; zod's message locales are reduced to English, the only one used.
 */
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { zodEnglishOnly } from '../../scripts/zod-english-only.mjs';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: false,
  sourcemap: true,
  dts: false,
  splitting: false,
  minify: false,
  external: ['zapier-platform-core'],
  noExternal: [/^(?!zapier-platform-core$).*/],
  esbuildPlugins: [zodEnglishOnly],
  esbuildOptions(options) {
    options.alias = {
      '@genservice/core/internal': join(__dirname, '../core/src/internal.ts'),
    };
  },
});
