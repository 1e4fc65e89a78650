import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '../../src/index';
import type * as NodeEntry from '../../src/node';
import type { LazyName } from '../../src/node/lazy-exports';
import { fakeRuntime, uploadUrlsAnswer } from '../uploads/fake-runtime';

/** Values `@genservice/core/node` loads at once; with its lazy names they must cover the main entry. */
type Eager = keyof typeof import('../../src/lean-exports') | 'createClient';
/** Type-checked with the tests: names a main-entry value missing from `src/node/lazy-exports.ts`. */
type NotReExported = Exclude<keyof typeof core, Eager | LazyName>;
const everyExport: [NotReExported] extends [never] ? true : NotReExported = true;

const refuse = (what: string) => () => {
  throw new Error(`${what} was loaded`);
};
const heavy = {
  zod: 'zod',
  '../../src/catalog': 'the catalog',
  '../../src/validation': 'validation',
  '../../src/schemas/project': 'the schemas',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gs-lean-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('@genservice/core/node loaded cold', () => {
  it('uploads a file from disk without loading zod, the catalog, validation or schemas', async () => {
    const file = join(dir, 'clip.mp4');
    await writeFile(file, Buffer.alloc(100_000, 7));
    const runtime = fakeRuntime((rec) =>
      rec.method === 'POST' ? uploadUrlsAnswer(rec) : { status: 200, headers: {}, text: '' },
    );
    let filePath: string | undefined;
    await jest.isolateModulesAsync(async () => {
      for (const [path, what] of Object.entries(heavy)) jest.doMock(path, refuse(what));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load inside the isolated registry
      const node = require('../../src/node') as typeof NodeEntry;
      const client = node.createClient({ apiKey: 'sk-lean', baseUrl: 'https://api.test', runtime });
      ({ filePath } = await client.files.upload({ path: file }));
      expect(client.downloads).toBeDefined();
    });
    for (const path of Object.keys(heavy)) jest.dontMock(path);
    expect(filePath).toBe('api-assets/a0/f0.mp4');
    expect(runtime.calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(runtime.calls[1]!.bytes).toHaveLength(100_000);
  });

  it('still exports every value of the main entry, the same objects, loaded on first read', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the entry as a plain exports object
    const node = require('../../src/node') as Record<string, unknown>;
    const missing = Object.keys(core).filter((name) => !(name in node));
    expect(missing).toEqual([]);
    expect(everyExport).toBe(true);
    for (const name of ['getOperation', 'projectSchema', 'verifyDelivery', 'ValidationError'])
      expect(node[name]).toBe((core as Record<string, unknown>)[name]);
  });
});
