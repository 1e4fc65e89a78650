/**
 * Item 6 of issue 19 end to end on the sandbox: a run's output keeps the price table's estimate
 * beside the charge, and for a per-frame tool the charge is the final one the service settles at
 * completion (read from the finished project), not the create-time figure.
 */
import { join } from 'node:path';
import { jobOutput } from '@genservice/core';
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';

const SAMPLES = join(__dirname, '..', 'packages', 'sandbox', 'samples');
const wait = { schedule: { initialMs: 25, factor: 1.2, maxMs: 100 }, timeoutMs: 10_000 };

describe('estimates beside charges', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, jobDurationMs: 200 });
  });
  afterAll(() => sandbox.close());

  it('reports a lip sync’s settled charge next to its at-most estimate', async () => {
    const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const params = {
      start_seconds: 0,
      end_seconds: 10,
      max_fps_limit: 25,
      assets: {
        video_source: 'file',
        video_file_path: { path: join(SAMPLES, 'clip.mp4') },
        audio_file_path: { path: join(SAMPLES, 'voice.mp3') },
      },
    };
    const created = await client.run('lip-sync', params);
    expect(created).toMatchObject({ credits_charged: 250, creditsEstimated: 250 });
    const settled = await client.jobs.wait('video', created.id, wait);
    expect(settled).toMatchObject({ status: 'complete', credits_charged: 240 });

    const finished = await client.run('lip-sync', params, { wait });
    expect(jobOutput('video', finished)).toMatchObject({
      status: 'complete',
      credits_estimated: 250,
      credits_charged: 240,
    });
  });
});
