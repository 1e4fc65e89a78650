/** The sandbox charges by core's price table, settles per-frame jobs at completion, and marks its stand-ins. */
import { getOperation } from '@genservice/core/internal';
import type { Sandbox } from '../src';
import { priceOf } from '../src/credits';
import { call, pollUntil, sample, sandbox, settled, uploadAll } from './helpers';

describe('sandbox prices', () => {
  let sb: Sandbox;
  beforeEach(async () => {
    sb = await sandbox();
  });
  afterEach(() => sb.close());

  const balance = async () => (await call(sb, 'GET', '/_sandbox/credits')).body.credits as number;

  it("charges Recommended text to video as the account's tier resolves it", async () => {
    const body = { end_seconds: 10, style: { prompt: 'a cat' } };
    const free = await call(sb, 'POST', '/v1/text-to-video', body);
    expect(free.body.credits_charged).toBe(240);
    await call(sb, 'PUT', '/_sandbox/account', { tier: 'creator' });
    const paid = await call(sb, 'POST', '/v1/text-to-video', body);
    expect(paid.body.credits_charged).toBe(480);
  });

  it('charges a lip sync at 30 fps when created and settles it at the video’s 24 fps on completion', async () => {
    const [video, audio] = await uploadAll(sb, [
      { type: 'video', extension: 'mp4', data: sample('clip.mp4') },
      { type: 'audio', extension: 'mp3', data: sample('voice.mp3') },
    ]);
    const before = await balance();
    const created = await call(sb, 'POST', '/v1/lip-sync', {
      start_seconds: 0,
      end_seconds: 10,
      assets: { video_source: 'file', video_file_path: video, audio_file_path: audio },
    });
    expect(created.body.credits_charged).toBe(300);
    expect(await balance()).toBe(before - 300);
    const done = await pollUntil(sb, `/v1/video-projects/${created.body.id}`, settled);
    expect(done).toMatchObject({ status: 'complete', credits_charged: 240 });
    expect(await balance()).toBe(before - 240);
  });

  it('charges the flat stand-in, marked, for a tool without a published price', () => {
    const op = getOperation('ai-video-translator');
    expect(priceOf(op, { end_seconds: 10 })).toEqual({ credits: 100, final: 100, flat: true });
    expect(priceOf(getOperation('ai-qr-code-generator'), {})).toEqual({
      credits: 0,
      final: 0,
      flat: false,
    });
  });
});
