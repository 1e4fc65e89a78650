#!/usr/bin/env node
/**
 * Runs the Zapier Platform CLI on the bundled app, on a machine with only Node
 * 20 and the npm registry. The CLI needs Node 22: both come from the registry
 * (`node@22`, `zapier-platform-cli`) into a cache outside the repository, once.
 * The app is bundled to dist/, staged in dist/zapier-stage-<pid> with a root index.js and a
 * plain package.json (no workspace links), and the CLI runs in the stage.
 *
 *   node scripts/zapier-cli.mjs validate   → zapier-platform validate --without-style
 *   node scripts/zapier-cli.mjs build      → zapier-platform build --skip-validation --skip-dep-install
 *                                            (dependencies were installed into the stage by npm); prints the zip path
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, ensureCached } from '../../../scripts/cached-install.mjs';

const CLI_VERSION = '19.1.0';
const NODE_RANGE = '22';
const app = join(dirname(fileURLToPath(import.meta.url)), '..');
/** One stage per run, so concurrent runs (parallel test processes) never share files. */
const stage = join(app, 'dist', `zapier-stage-${process.pid}`);
const cache =
  process.env.GENSERVICE_ZAPIER_CACHE ?? cacheDir(`zapier-cli-${CLI_VERSION}-node${NODE_RANGE}`);
const quietNpm = {
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

/** Runs a command, streaming its output to stderr, and returns its stdout; exits on failure. */
function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
    env: { ...process.env, ...quietNpm, ...options.env },
  });
  if (r.stdout) process.stderr.write(r.stdout);
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

/** Installs Node 22 and the CLI into the cache once (scripts/cached-install.mjs). */
function ensureToolchain() {
  ensureCached(
    cache,
    (tmp) => {
      writeFileSync(join(tmp, 'package.json'), JSON.stringify({ private: true }));
      run(
        'npm',
        [
          'install',
          '--no-save',
          '--no-package-lock',
          `node@${NODE_RANGE}`,
          `zapier-platform-cli@${CLI_VERSION}`,
        ],
        { cwd: tmp },
      );
    },
    { marker: 'READY' },
  );
}

/** Bundles the app (its `_zapier-build` script) and stages it with a package.json that npm can install anywhere. */
function stageApp() {
  run('npm', ['run', '--silent', '_zapier-build'], { cwd: app });
  const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  cpSync(join(app, 'dist', 'index.js'), join(stage, 'dist', 'index.js'));
  cpSync(join(app, 'dist', 'index.js.map'), join(stage, 'dist', 'index.js.map'));
  cpSync(join(app, '.zapierapprc'), join(stage, '.zapierapprc'));
  // The CLI's wrapper loads `index.js` at the root of a CommonJS app.
  writeFileSync(join(stage, 'index.js'), "module.exports = require('./dist/index.js');\n");
  writeFileSync(join(stage, '.gitignore'), 'node_modules/\nbuild/\n');
  const staged = {
    name: 'genservice-zapier',
    version: pkg.version,
    description: pkg.description,
    main: 'index.js',
    private: true,
    license: pkg.license,
    dependencies: { 'zapier-platform-core': pkg.dependencies['zapier-platform-core'] },
  };
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
  run('npm', ['install', '--omit=dev', '--no-package-lock'], { cwd: stage });
}

function cli(args) {
  const bin = join(cache, 'node_modules', '.bin');
  const env = {
    PATH: `${bin}:${join(cache, 'node_modules', 'node', 'bin')}:${process.env.PATH}`,
    ZAPIER_DISABLE_ANALYTICS: '1',
    DISABLE_ZAPIER_ANALYTICS: '1',
  };
  return run(join(bin, 'zapier-platform'), args, { cwd: stage, env });
}

const command = process.argv[2];
if (command !== 'validate' && command !== 'build') {
  console.error('usage: node scripts/zapier-cli.mjs validate | build');
  process.exit(2);
}
ensureToolchain();
stageApp();
if (command === 'validate') {
  const report = cli(['validate', '--without-style']);
  rmSync(stage, { recursive: true, force: true });
  process.stdout.write(report);
} else {
  cli(['build', '--skip-validation', '--skip-dep-install']);
  process.stdout.write(`${join(stage, 'build', 'build.zip')}\n`);
}
