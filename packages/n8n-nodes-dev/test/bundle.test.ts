import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPackage } from '../e2e/n8n';

const pkg = JSON.parse(readFileSync(join(__dirname, '../../n8n-nodes/package.json'), 'utf8'));
const root = mkdtempSync(join(tmpdir(), 'genservice-n8n-bundle-'));

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? jsFiles(join(dir, e.name))
      : e.name.endsWith('.js')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the published bundle', () => {
  beforeAll(() => buildPackage(join(root, 'dist')), 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('declares no runtime dependencies and n8n-workflow only as a peer', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(Object.keys(pkg.peerDependencies)).toEqual(['n8n-workflow']);
  });

  it('contains every node and credential the n8n field lists, with icons and codex files', () => {
    for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials])
      expect(() => readFileSync(join(root, file))).not.toThrow();
    for (const file of ['genservice.svg', 'genservice.dark.svg', 'GenService.node.json'])
      expect(() => readFileSync(join(root, 'dist/nodes/GenService', file))).not.toThrow();
  });

  it.each([
    'nodes/GenService/GenService.node.js',
    'nodes/GenServiceTrigger/GenServiceTrigger.node.js',
    'shared/core.js',
  ])(
    '%s uses no process, file system or timers and imports only n8n-workflow, crypto and the shared core',
    (file) => {
      const code = readFileSync(join(root, 'dist', file), 'utf8');
      expect(code).not.toMatch(/\bprocess\./);
      expect(code).not.toMatch(/\bsetTimeout\b|\bsetInterval\b/);
      expect(code).not.toMatch(/require\(["'](node:)?fs(\/promises)?["']\)/);
      const required = new Set([...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]));
      if (file.startsWith('nodes/'))
        expect([...required]).toEqual(
          expect.arrayContaining(['n8n-workflow', '../../shared/core.js']),
        );
      for (const name of required)
        expect(['n8n-workflow', 'crypto', 'node:crypto', '../../shared/core.js']).toContain(name);
    },
  );

  it('bundles the core once, shared by both nodes, and keeps every JavaScript file under 480 KB in total', () => {
    const files = jsFiles(join(root, 'dist'));
    const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
    // 427 KB on 2026-11-29 (prices, model rules, Estimate Credits); the guard catches a second copy of core or zod.
    expect(total).toBeLessThanOrEqual(480 * 1024);
    for (const node of [
      'GenService/GenService.node.js',
      'GenServiceTrigger/GenServiceTrigger.node.js',
    ])
      expect(statSync(join(root, 'dist/nodes', node)).size).toBeLessThan(60 * 1024);
  });

  it("ships n8n's lazy-load metadata, matching the classes' own descriptions", async () => {
    const read = (file: string) => JSON.parse(readFileSync(join(root, 'dist', file), 'utf8'));
    const known = read('known/nodes.json');
    const types = read('types/nodes.json') as { name: string; iconUrl: unknown; codex: object }[];
    expect(Object.values(known).map((k) => (k as { sourcePath: string }).sourcePath)).toEqual(
      pkg.n8n.nodes,
    );
    const node = await import(join(root, 'dist/nodes/GenService/GenService.node.js'));
    const { description } = new node.GenService();
    const listed = types.find((t) => t.name === 'genService')!;
    expect(JSON.parse(JSON.stringify(listed.codex))).toMatchObject({
      alias: expect.arrayContaining(['Magic Hour', 'lip sync', 'remove background']),
    });
    expect(listed.iconUrl).toEqual({
      light: 'icons/n8n-nodes-magic-hour/dist/nodes/GenService/genservice.svg',
      dark: 'icons/n8n-nodes-magic-hour/dist/nodes/GenService/genservice.dark.svg',
    });
    expect(listed).toMatchObject(JSON.parse(JSON.stringify({ ...description, icon: undefined })));
    expect(read('known/credentials.json').genServiceApi.supportedNodes).toEqual([
      'genService',
      'genServiceTrigger',
    ]);
    expect(read('types/credentials.json')[0].supportedNodes).toEqual([
      'genService',
      'genServiceTrigger',
    ]);
  });

  it('every built file loads and exposes its class', async () => {
    const files = jsFiles(join(root, 'dist'));
    expect(files.length).toBe(4);
    const node = await import(join(root, 'dist/nodes/GenService/GenService.node.js'));
    expect(new node.GenService().description.properties.length).toBeGreaterThan(50);
  });
});
