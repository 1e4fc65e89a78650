/**
 * The built server as real processes, over stdio and over Streamable HTTP, against the sandbox
 * over real HTTP: the tools it lists, a create with a local image waited to completion with
 * progress, a repeated call that creates nothing, and a call over the cap that sends nothing.
 */
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { operations } from '@genservice/core/internal';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import {
  countingProxy,
  httpClient,
  requireBuiltServer,
  ROOT,
  startHttpServer,
  stdioClient,
} from './support/mcp-processes';

const FACE = join(ROOT, 'packages/sandbox/samples/face.png');
const HELPERS = [
  'estimate_credits',
  'get_project',
  'wait_for_project',
  'delete_project',
  'get_account',
  'list_saved_items',
  'upload_file',
];

type Structured = Record<string, unknown>;
const structured = (r: unknown) => (r as { structuredContent: Structured }).structuredContent;

describe('genservice-mcp as a process against the sandbox', () => {
  let sandbox: Sandbox;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;

  beforeAll(async () => {
    requireBuiltServer();
    sandbox = await startSandbox({ quiet: true, jobDurationMs: 300 });
    proxy = await countingProxy(sandbox.baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });

  const env = (extra: Record<string, string> = {}) => ({
    GENSERVICE_API_KEY: sandbox.apiKey,
    GENSERVICE_BASE_URL: proxy.url,
    ...extra,
  });

  /** The whole story on one connected client; `local` when the server may read local files. */
  async function story(client: Client, image: string) {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(operations.length + HELPERS.length);
    const names = tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['face_swap_photo', 'lip_sync', ...HELPERS]));
    const create = tools.find((t) => t.name === 'face_swap_photo')!;
    expect(create.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    expect(create.description).toMatch(/Cost: about \d+ credits/);
    expect(create.inputSchema.properties).toHaveProperty('dedupe_key');
    expect(tools.find((t) => t.name === 'get_project')!.annotations?.readOnlyHint).toBe(true);
    expect(tools.find((t) => t.name === 'delete_project')!.annotations?.destructiveHint).toBe(true);

    const before = { ...proxy.counts };
    const args = { assets: { source_file_path: image, target_file_path: image } };
    const first = structured(await client.callTool({ name: 'face_swap_photo', arguments: args }));
    expect(first).toMatchObject({ reused: false, kind: 'image' });
    const progress: number[] = [];
    const done = structured(
      await client.callTool(
        { name: 'wait_for_project', arguments: { project_id: first.project_id } },
        undefined,
        { onprogress: (p) => progress.push(p.progress) },
      ),
    );
    expect(done).toMatchObject({ status: 'complete', project_id: first.project_id });
    expect(done.download_url).toMatch(/^http/);
    expect(progress.length).toBeGreaterThan(0);

    const again = structured(await client.callTool({ name: 'face_swap_photo', arguments: args }));
    expect(again).toMatchObject({ project_id: first.project_id, reused: true });
    return { before, first };
  }

  it('over stdio: lists the tools, uploads a local image, waits with progress, never pays twice', async () => {
    const client = await stdioClient(env());
    try {
      const { before } = await story(client, FACE);
      expect(proxy.counts.creates - before.creates).toBe(1);
      expect(proxy.counts.uploadUrls - before.uploadUrls).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('over HTTP with the key as a Bearer token: the same, with the image uploaded by upload_file', async () => {
    const server = await startHttpServer({ GENSERVICE_BASE_URL: proxy.url });
    const client = await httpClient(server.url, sandbox.apiKey);
    try {
      const { readFile } = await import('node:fs/promises');
      const uploaded = structured(
        await client.callTool({
          name: 'upload_file',
          arguments: {
            data_base64: (await readFile(FACE)).toString('base64'),
            filename: 'face.png',
          },
        }),
      );
      const { before } = await story(client, String(uploaded.file_path));
      expect(proxy.counts.creates - before.creates).toBe(1);
      expect(proxy.counts.uploadUrls - before.uploadUrls).toBe(0);
      expect(server.stderr()).not.toContain(sandbox.apiKey);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  it('refuses a create over the session cap with the estimate and what remains, sending nothing', async () => {
    const client = await stdioClient(env({ GENSERVICE_MAX_CREDITS: '1' }));
    try {
      const before = { ...proxy.counts };
      const result = await client.callTool({
        name: 'face_swap_photo',
        arguments: { assets: { source_file_path: FACE, target_file_path: FACE } },
      });
      expect(result.isError).toBe(true);
      expect(structured(result)).toMatchObject({
        refused: true,
        remaining_credits: 1,
        session_cap: 1,
      });
      expect(structured(result).credits_estimated).toBeGreaterThan(1);
      expect(proxy.counts).toEqual(before);
    } finally {
      await client.close();
    }
  });
});
