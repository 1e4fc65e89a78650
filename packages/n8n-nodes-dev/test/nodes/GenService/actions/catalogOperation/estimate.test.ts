import nock from 'nock';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { executeContext, type ContextOptions } from '../../../../helpers/context';
import { memeParams } from '../../../../helpers/meme';

const API = 'http://api.test';
const node = new GenService();

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

/** A fake service counting upload-url calls and creates; the account holds `credits`. */
function service(credits = 1000) {
  const seen = { uploadUrls: 0, creates: 0, puts: 0 };
  nock(API).persist().get('/v1/account').reply(200, { credits });
  nock(API)
    .persist()
    .post('/v1/files/upload-urls')
    .reply(200, () => ((seen.uploadUrls += 1), { items: [] }));
  nock(API)
    .persist()
    .put(/.*/)
    .reply(200, () => ((seen.puts += 1), ''));
  nock(API)
    .persist()
    .post(/^\/v1\/(?!files)[a-z0-9-]+$/)
    .reply(200, () => ((seen.creates += 1), { id: `p-${seen.creates}`, credits_charged: 10 }));
  nock(API)
    .persist()
    .get(/\/v1\/image-projects\/p-\d+/)
    .reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'complete', downloads: [] }));
  return seen;
}

const photo = (name: string): INodeExecutionData => ({
  json: { name },
  binary: { data: { data: '', mimeType: 'image/png', fileName: `${name}.png`, id: `bin-${name}` } },
});

/** Estimate Credits of Face Swap Photo: each row's own photo as the face, one URL as the target. */
function estimatePhotos(items: INodeExecutionData[], extra: Partial<ContextOptions> = {}) {
  const read: string[] = [];
  const ctx = executeContext({
    params: {
      resource: 'image',
      operation: 'estimateCredits',
      estimateTool: 'face-swap-photo',
      assets_source_file_path: 'data',
      assets_target_file_path: 'https://example.com/target.jpg',
      assets_face_swap_mode: 'all-faces',
      additionalFields: {},
      dedupeKey: (i: number) => String(items[i]!.json.name),
    },
    items,
    credentials: { relayUrl: '' },
    ...extra,
  });
  for (const helper of ['getBinaryStream', 'getBinaryDataBuffer', 'getBinaryMetadata'] as const) {
    const helpers = ctx.helpers as unknown as Record<string, (...a: unknown[]) => unknown>;
    helpers[helper] = (...args) => (read.push(helper), Promise.reject(new Error(String(args))));
  }
  return { ctx, read };
}

describe('Estimate Credits', () => {
  it('estimates every row with its binary face, reading, uploading and creating nothing', async () => {
    const seen = service(25);
    const { ctx, read } = estimatePhotos([photo('a'), photo('b'), photo('c')]);
    const [out] = await node.execute.call(ctx);
    expect(out!.map((o) => o.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    const batch = {
      items: 3,
      total: 30,
      total_bound: 'exact',
      unknown_items: 0,
      unknown_tools: [],
      covered_by_dedupe_key: 0,
      balance: 25,
      within_balance: false,
    };
    expect(out![0]!.json).toEqual({
      tool: 'Face Swap (Photo)',
      dedupe_key: 'a',
      credits_estimated: 10,
      unknown: false,
      credits_bound: 'exact',
      covered_by_dedupe_key: false,
      batch,
    });
    expect(out!.map((o) => o.json.batch)).toEqual([batch, batch, batch]);
    expect(seen).toEqual({ uploadUrls: 0, creates: 0, puts: 0 });
    expect(read).toEqual([]);
  });

  it('refuses the batch as a run would when a row lacks its binary field, naming the form field', async () => {
    const seen = service();
    const { ctx } = estimatePhotos([photo('a'), { json: { name: 'b' } }]);
    await expect(node.execute.call(ctx)).rejects.toThrow(
      /Face.*no binary field "data"|no binary field "data".*Face/i,
    );
    expect(seen).toEqual({ uploadUrls: 0, creates: 0, puts: 0 });
  });

  it('with Continue On Fail, outputs the invalid row’s error and estimates the others', async () => {
    service();
    const { ctx } = estimatePhotos([photo('a'), { json: { name: 'b' } }], {
      continueOnFail: true,
    });
    const [out] = await node.execute.call(ctx);
    expect(out![1]!.json.error).toMatch(/no binary field "data"/);
    expect(out![1]!.pairedItem).toEqual({ item: 1 });
    expect(out![0]!.json).toMatchObject({ credits_estimated: 10, batch: { items: 1, total: 10 } });
  });

  it('counts rows whose Dedupe Key a Workflow-scoped run already created as costing nothing', async () => {
    const seen = service();
    const staticData: IDataObject = {};
    const rows = ['sku-1', 'sku-2'].map((sku) => ({ json: { sku } }));
    const keyed = {
      style_topic: (i: number) => `topic ${i}`,
      dedupeKey: (i: number) => String(rows[i]!.json.sku),
    };
    const run = executeContext({
      params: memeParams({ waitMethod: 'poll', dedupeKeyScope: 'workflow' }, keyed),
      items: rows.slice(0, 1),
      mode: 'trigger',
      credentials: { relayUrl: '' },
      staticData,
    });
    await node.execute.call(run);
    expect(seen.creates).toBe(1);

    const estimate = executeContext({
      params: {
        ...memeParams({}, keyed),
        operation: 'estimateCredits',
        estimateTool: 'ai-meme-generator',
      },
      items: rows,
      mode: 'trigger',
      credentials: { relayUrl: '' },
      staticData,
    });
    const [out] = await node.execute.call(estimate);
    expect(out!.map((o) => [o.json.dedupe_key, o.json.credits_estimated])).toEqual([
      ['sku-1', 0],
      ['sku-2', 10],
    ]);
    expect(out![0]!.json.covered_by_dedupe_key).toBe(true);
    expect(out![1]!.json.covered_by_dedupe_key).toBe(false);
    expect(out![0]!.json.batch).toMatchObject({ total: 10, covered_by_dedupe_key: 1 });
    expect(seen.creates).toBe(1);
  });

  it('says unknown, never 0, for a tool without a published price', async () => {
    service();
    const ctx = executeContext({
      params: {
        resource: 'video',
        operation: 'estimateCredits',
        estimateTool: 'text-to-video',
        style_prompt: 'a red kite',
        model: 'ltx-2.5',
        end_seconds: 5,
        additionalFields: {},
      },
    });
    const [out] = await node.execute.call(ctx);
    expect(out![0]!.json).toMatchObject({ credits_estimated: null, unknown: true });
    expect(out![0]!.json.batch).toMatchObject({
      total: 0,
      total_bound: 'at-least',
      unknown_items: 1,
      unknown_tools: ['Text to Video'],
    });
  });
});
