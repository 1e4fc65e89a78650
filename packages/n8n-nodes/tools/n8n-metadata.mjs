#!/usr/bin/env node
/**
 * Writes the lazy-loading metadata n8n reads instead of requiring a package's
 * JavaScript at startup (`dist/known/*.json`, `dist/types/*.json`, as n8n's own
 * node packages ship): n8n then loads a node file only when a workflow first
 * uses it. The descriptions are taken from the built classes and shaped as
 * n8n's package loader shapes them (codex from the `.node.json` file, icon
 * paths as `iconUrl`, the package version), so both loading paths agree.
 *
 *   NODE_PATH=node_modules node tools/n8n-metadata.mjs <outDir>   (the build's dist folder)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse, posix, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const pkgRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8'));
const outDir = resolve(process.argv[2] ?? join(pkgRoot, 'dist'));
const requireBuilt = createRequire(join(outDir, 'package.json'));
/** The class a listed file exports, instantiated (run with NODE_PATH naming a folder with n8n-workflow). */
const load = (sourcePath) => {
  const file = join(outDir, posix.relative('dist', sourcePath));
  const className = parse(sourcePath).name.split('.')[0];
  return { instance: new (requireBuilt(file)[className])(), className, file };
};

/** `file:` icons as the URLs n8n serves them under (`icons/<package>/<path>`). */
function withIconUrl(described, sourcePath) {
  const { icon } = described;
  if (!icon) return described;
  const url = (value) =>
    value.startsWith('file:')
      ? `icons/${pkg.name}/${posix.join(posix.dirname(sourcePath), value.slice(5))}`
      : null;
  const iconUrl =
    typeof icon === 'string' ? url(icon) : { light: url(icon.light), dark: url(icon.dark) };
  return { ...described, icon: undefined, iconUrl };
}

function codexOf(file) {
  const codex = JSON.parse(readFileSync(`${file}on`, 'utf8'));
  const { categories, subcategories, alias, resources } = codex;
  return {
    ...(categories && { categories }),
    ...(subcategories && { subcategories }),
    ...(alias && { alias }),
    resources: {
      primaryDocumentation: resources?.primaryDocumentation,
      credentialDocumentation: resources?.credentialDocumentation,
    },
  };
}

const known = { nodes: {}, credentials: {} };
const types = { nodes: [], credentials: [] };
const users = {};
for (const sourcePath of pkg.n8n.nodes) {
  const { instance, className, file } = load(sourcePath);
  const description = withIconUrl(
    {
      ...instance.description,
      codex: instance.description.codex ?? codexOf(file),
      communityNodePackageVersion: pkg.version,
    },
    sourcePath,
  );
  known.nodes[description.name] = { className, sourcePath };
  types.nodes.push(description);
  for (const { name } of description.credentials ?? []) (users[name] ??= []).push(description.name);
}
for (const sourcePath of pkg.n8n.credentials) {
  const { instance, className } = load(sourcePath);
  const supportedNodes = users[instance.name] ?? [];
  known.credentials[instance.name] = {
    className,
    sourcePath,
    extends: instance.extends,
    supportedNodes,
  };
  // The editor finds a node's credential test (`testedBy`) through the type's supportedNodes.
  types.credentials.push(withIconUrl({ ...instance, supportedNodes }, sourcePath));
}
for (const [folder, data] of Object.entries({ known, types })) {
  mkdirSync(join(outDir, folder), { recursive: true });
  for (const [name, value] of Object.entries(data))
    writeFileSync(join(outDir, folder, `${name}.json`), JSON.stringify(value));
}
