import { createMemoryLedger, estimateBatch, type BatchItem } from '../../src';

const headshot = (key?: string): BatchItem => ({
  operation: 'ai-headshot-generator',
  params: { assets: { image_file_path: { data: new Uint8Array(4), filename: 'me.png' } } },
  key,
});
const generator: BatchItem = {
  operation: 'ai-image-generator',
  params: { image_count: 1, style: { prompt: 'a cat' } },
};
const lipSync: BatchItem = {
  operation: 'lip-sync',
  params: {
    assets: { video_file_path: 'https://c.example/v.mp4', audio_file_path: 'data' },
    start_seconds: 0,
    end_seconds: 'ten',
  },
};

describe('estimateBatch', () => {
  it('sums the price table estimates and names each tool without one once', async () => {
    const estimate = await estimateBatch([headshot(), generator, headshot(), lipSync, generator]);
    expect(estimate).toEqual({
      total: 100,
      perItem: [50, null, 50, null, null],
      bounds: ['exact', 'at-least', 'exact', 'at-least', 'at-least'],
      notes: [
        null,
        expect.stringContaining('Recommended picks a model'),
        null,
        'Fix the inputs for an estimate: Invalid type for end_seconds: expected number, got string',
        expect.stringContaining('Recommended picks a model'),
      ],
      unknownTools: ['AI Image Generator', 'Lip Sync'],
      unboundedTools: ['AI Image Generator', 'Lip Sync'],
      satisfied: 0,
    });
  });

  it('counts a lower bound in the total and names its tool as one a cap cannot bound', async () => {
    const estimate = await estimateBatch([
      { ...generator, params: { ...generator.params, model: 'flux-schnell', image_count: 2 } },
      headshot(),
    ]);
    expect(estimate).toMatchObject({
      total: 60,
      perItem: [10, 50],
      bounds: ['at-least', 'exact'],
      unknownTools: [],
      unboundedTools: ['AI Image Generator'],
    });
  });

  it("resolves the Recommended video model from the account's tier", async () => {
    const item: BatchItem = {
      operation: 'text-to-video',
      params: { end_seconds: 5, style: { prompt: 'a cat' } },
    };
    await expect(estimateBatch([item], { tier: 'free' })).resolves.toMatchObject({
      perItem: [120],
      bounds: ['exact'],
    });
    await expect(estimateBatch([item], { tier: 'pro' })).resolves.toMatchObject({
      perItem: [240],
      bounds: ['exact'],
    });
    await expect(estimateBatch([item])).resolves.toMatchObject({
      perItem: [240],
      bounds: ['at-most'],
    });
  });

  it('counts items whose key already has a created project as done and free', async () => {
    const ledger = createMemoryLedger();
    await ledger.claim({
      key: 'wf:a',
      fingerprint: 'f',
      operation: 'ai-headshot-generator',
      windowMs: 1e9,
    });
    await ledger.settle('wf:a', 1, { state: 'created', projectId: 'img_a' });
    await ledger.claim({
      key: 'wf:b',
      fingerprint: 'f',
      operation: 'ai-headshot-generator',
      windowMs: 1e9,
    });
    const estimate = await estimateBatch([headshot('a'), headshot('b'), headshot('c')], {
      ledger,
      scope: 'wf',
    });
    expect(estimate).toMatchObject({ total: 100, perItem: [0, 50, 50], satisfied: 1 });
  });

  it('estimates a done key again when the service says its project failed', async () => {
    const ledger = createMemoryLedger();
    for (const [key, id] of [
      ['ok', 'img_ok'],
      ['bad', 'img_bad'],
    ] as const) {
      await ledger.claim({
        key,
        fingerprint: 'f',
        operation: 'ai-headshot-generator',
        windowMs: 1e9,
      });
      await ledger.settle(key, 1, { state: 'created', projectId: id });
    }
    const jobs = {
      get: jest.fn(async (_kind: string, id: string) => ({
        id,
        status: id === 'img_bad' ? 'error' : 'complete',
      })),
    };
    const estimate = await estimateBatch([headshot('ok'), headshot('bad')], {
      ledger,
      jobs: jobs as never,
    });
    expect(estimate).toMatchObject({ total: 50, perItem: [0, 50], satisfied: 1 });
    expect(jobs.get).toHaveBeenCalledWith('image', 'img_bad');
  });
});
