/** The per-step credit check (Max Credits Per Run and the balance) and the fields that drive it. */
import nock from 'nock';
import type { PlainInputField } from 'zapier-platform-core';
import { SERVICE, createOf, createPerformOf, rejection, run, runError, useNock } from '../helpers';

const perform = createPerformOf('face_swap_photo');
const input = (extra: Record<string, unknown> = {}) => ({
  assets__target_file_path: 'https://cdn.example.test/me.jpg',
  assets__source_file_path: 'https://cdn.example.test/face.png',
  wait_for_result: 'false',
  ...extra,
});

describe('the credit check of a step', () => {
  useNock();

  it('halts before creating when the estimate is over Max Credits Per Run', async () => {
    nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000 });
    const err = await rejection(run(perform, { inputData: input({ max_credits: 5 }) }));
    expect(err.name).toBe('HaltedError');
    expect(err.message).toMatch(
      /^This run needs about 10 credits but Max Credits Per Run is 5 \(the account has 1,000 credits\)\. Nothing was created\. Raise Max Credits Per Run, or buy credits at https:\/\/magichour\.ai\/pricing, then replay the Zap run\.\n/,
    );
  });

  it('halts before creating when the balance is below the estimate', async () => {
    nock(SERVICE).get('/v1/account').reply(200, { credits: 3 });
    const err = await rejection(run(perform, { inputData: input() }));
    expect(err.name).toBe('HaltedError');
    expect(err.message).toMatch(
      /^This run needs about 10 credits but the account has 3 credits\. Nothing was created\. Raise/,
    );
  });

  it('creates when the estimate fits, and checks only the cap when the balance cannot be read', async () => {
    nock(SERVICE).get('/v1/account').reply(404, { message: 'Not found' });
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-b1', credits_charged: 10 });
    expect(await run(perform, { inputData: input({ max_credits: '10' }) })).toMatchObject({
      id: 'img-b1',
      credits_estimated: 10,
    });
  });

  it("skips the check when the dedupe key's project already stands", async () => {
    nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000 });
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-b2', credits_charged: 10 });
    const keyed = input({ dedupe_key: 'budget-row' });
    await run(perform, {
      inputData: keyed,
      meta: { zap: { id: 'zb', user: { timezone: 'UTC' } } },
    });

    nock(SERVICE)
      .get('/v1/image-projects/img-b2')
      .times(3)
      .reply(200, { id: 'img-b2', status: 'rendering', downloads: [] });
    const again = await run(perform, {
      inputData: { ...keyed, max_credits: 1 },
      meta: { zap: { id: 'zb', user: { timezone: 'UTC' } } },
    });
    expect(again).toMatchObject({ id: 'img-b2', reused: true });
  });

  it("prices the Recommended video model for the account's tier, read with the balance", async () => {
    const video = createPerformOf('text_to_video');
    const inputData = {
      model: 'default',
      end_seconds: 5,
      style__prompt: 'a cat',
      max_credits: 200,
      wait_for_result: 'false',
    };
    nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000, tier: 'business' });
    const err = await rejection(run(video, { inputData }));
    expect(err.message).toMatch(/^This run needs about 240 credits but Max Credits Per Run is 200/);

    nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000, tier: 'free' });
    nock(SERVICE).post('/v1/text-to-video').reply(200, { id: 'v-b1', credits_charged: 120 });
    expect(await run(video, { inputData })).toMatchObject({ id: 'v-b1' });
  });

  it('halts under Max Credits Per Run when the cost cannot be bounded, saying what to set', async () => {
    nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000 });
    const err = await rejection(
      run(createPerformOf('lip_sync'), {
        inputData: {
          assets__video_file_path: 'https://cdn.example.test/talk.mp4',
          assets__audio_file_path: 'https://cdn.example.test/talk.mp3',
          start_seconds: 0,
          end_seconds: 10,
          max_credits: 500,
          wait_for_result: 'false',
        },
      }),
    );
    expect(err.name).toBe('HaltedError');
    expect(err.message).toMatch(
      /^Max Credits Per Run is 500, but the cost of Lip Sync cannot be capped from these inputs\. .*set Max Frame Rate.*Nothing was created\./,
    );
  });

  it('refuses a Max Credits Per Run that is not a whole number, before any request', async () => {
    expect(await runError(perform, { inputData: input({ max_credits: '2.5' }) })).toMatchObject({
      code: 'InvalidInput',
      message: expect.stringContaining(
        'Invalid value for Max Credits Per Run (max_credits): expected integer, at least 0, got "2.5"',
      ),
    });
  });
});

describe('the run fields of every create', () => {
  const fields = createOf('face_swap_photo').operation.inputFields as PlainInputField[];
  const field = (key: string) => fields.find((f) => f.key === key)!;

  it('says what a Dedupe Key does on re-runs, where keys are kept and for how long', () => {
    expect(field('dedupe_key')).toMatchObject({
      label: 'Dedupe Key',
      type: 'string',
      required: false,
    });
    const help = field('dedupe_key').helpText!;
    expect(help).toMatch(/returns the project already made for it, creating and charging nothing/);
    expect(help).toMatch(/a failed one is made again/);
    expect(help).toMatch(/per Zap for 30 days/);
    expect(help).toMatch(/by the webhook relay, or else in the connection's cache/);
  });

  it('offers Max Credits Per Run as a whole number and Recreate Unconfirmed as a switch that is off', () => {
    expect(field('max_credits')).toMatchObject({ label: 'Max Credits Per Run', type: 'integer' });
    expect(field('recreate_unconfirmed')).toMatchObject({ type: 'boolean', required: false });
    expect(field('recreate_unconfirmed').helpText).toMatch(/Defaults to no\.$/);
  });
});
