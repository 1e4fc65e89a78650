/** The relay's modules form no import cycles (each file has one home in the dependency order). */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => {
    const target = resolve(dirname(file), m[1]!);
    return sourcesSet.has(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts');
  });
}

const files = sources(SRC);
const sourcesSet = new Set(files);

it('has no import cycles among the relay sources', () => {
  const graph = new Map(files.map((f) => [f, localImports(f)]));
  const cycles: string[] = [];
  const state = new Map<string, 'active' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'active') {
      const loop = path.slice(path.indexOf(file)).concat(file);
      cycles.push(loop.map((f) => relative(SRC, f)).join(' → '));
      return;
    }
    state.set(file, 'active');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  files.forEach((f) => visit(f, []));
  expect(cycles).toEqual([]);
});
