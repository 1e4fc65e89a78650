/**
 * An esbuild plugin for the bundled hosts (n8n, Zapier): zod's table of message
 * locales reduced to English, the only language they are configured with.
 */
import { dirname, join } from 'node:path';

/** Replaces zod's `locales/index` with a module exporting English only. */
export const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.c?js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, args.path), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};
