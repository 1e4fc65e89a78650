import { getOperation } from '@genservice/core/internal';
import nock from 'nock';
import type { PlainInputField } from 'zapier-platform-core';
import {
  appError,
  callable,
  createOf,
  rejection,
  run,
  SERVICE,
  searchOf,
  shown,
  useNock,
} from '../helpers';

const search = searchOf('estimate_credits');
const perform = callable(search.operation.perform, 'estimate_credits perform');

describe('Estimate Credits', () => {
  useNock();

  it("shows the picked tool's own fields after Tool, none before one is picked", async () => {
    const fields = search.operation.inputFields ?? [];
    const resolve = async (input: Record<string, unknown>) => {
      const out: PlainInputField[] = [];
      for (const f of fields)
        out.push(
          ...(typeof f === 'function'
            ? ((await run(callable(f, 'tool fields'), { inputData: input })) as PlainInputField[])
            : shown([f], input)),
        );
      return out.map((f) => f.key);
    };
    expect(await resolve({})).toEqual(['tool', 'additional_fields', 'dedupe_key']);
    const swap = await resolve({ tool: 'face-swap-photo' });
    expect(swap.slice(0, 3)).toEqual([
      'tool',
      'assets__target_file_path',
      'assets__target_file_path_saved_item',
    ]);
  });

  it("estimates a priced tool's run with the balance, uploading, fetching and creating nothing", async () => {
    nock(SERVICE).get('/v1/account').reply(200, { credits: 900 });
    const op = getOperation('face-swap-photo');
    const [out] = (await run(perform, {
      inputData: {
        tool: 'face-swap-photo',
        // a hydrated file without an extension: the create would fetch and upload it
        assets__target_file_path: 'https://files.zapier.test/hydrate/target',
        assets__source_file_path_saved_item: 'saved-items/c1/0.png',
      },
    })) as Record<string, unknown>[];
    expect(out).toEqual({
      id: 'face-swap-photo:',
      tool: op.label,
      credits_estimated: expect.any(Number),
      unknown: false,
      credits_bound: 'exact',
      covered_by_dedupe_key: false,
      balance: 900,
    });
    expect(out!.credits_estimated).toBeGreaterThan(0);
  });

  it('says unknown, never 0, for a model the catalog cannot price, and a null balance when unreadable', async () => {
    nock(SERVICE).get('/v1/account').reply(500, { code: 'server_error', message: 'down' });
    const [out] = (await run(perform, {
      inputData: {
        tool: 'text-to-video',
        style__prompt: 'A red kite over the sea',
        end_seconds: '5',
        additional_fields: '{"model": "future-model-9"}',
      },
    })) as Record<string, unknown>[];
    expect(out).toMatchObject({ unknown: true, credits_estimated: null, balance: null });
  });

  it('refuses invalid input with the form labels, before any request', async () => {
    const err = appError(
      await rejection(run(perform, { inputData: { tool: 'image-background-remover' } })),
    );
    expect(err.message).toContain('Missing required field: Image (assets.image_file_path)');
  });

  it('prices 0 and says covered when the Dedupe Key already made its project in this Zap', async () => {
    const input = {
      tool: 'image-background-remover',
      assets__image_file_path: 'https://cdn.example/p.png',
      dedupe_key: 'row-7',
    };
    const meta = { zap: { id: 'z-estimate', user: { timezone: 'UTC' } } };
    nock(SERVICE).get('/v1/account').times(2).reply(200, { credits: 50 });
    nock(SERVICE)
      .post('/v1/image-background-remover')
      .reply(200, { id: 'img-7', credits_charged: 5 });
    await run(callable(createOf('image_background_remover').operation.perform, 'create'), {
      inputData: { ...input, wait_for_result: 'false' },
      meta,
    });
    nock(SERVICE).get('/v1/image-projects/img-7').reply(200, { id: 'img-7', status: 'rendering' });
    const [out] = (await run(perform, { inputData: input, meta })) as Record<string, unknown>[];
    expect(out).toMatchObject({ credits_estimated: 0, covered_by_dedupe_key: true, balance: 50 });
  });
});
