/**
 * An esbuild plugin for the bundled hosts: zod 4 keeps its global config and
 * schema registry on `globalThis` so that several copies of zod in one process
 * share them. A bundle holds exactly one copy, so a module-local object gives
 * the same behaviour without touching the process's globals (which n8n's
 * community-package scanner forbids: `no-restricted-globals`).
 */
import { readFile } from 'node:fs/promises';

const zodGlobalsFile = /[\\/]zod[\\/]v4[\\/]core[\\/](core|registries)\.c?js$/;

/** Rewrites zod's `globalThis` uses to one object local to each zod module. */
export const zodModuleGlobals = {
  name: 'zod-module-globals',
  setup(build) {
    build.onLoad({ filter: zodGlobalsFile }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: `var zodGlobals = {};\n${source.replace(/\bglobalThis\b/g, 'zodGlobals')}`,
        loader: 'js',
      };
    });
  },
};
