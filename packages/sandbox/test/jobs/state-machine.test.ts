import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '../../src/index';
import { call, pollUntil, sample, sandbox, settled, uploadAll } from '../helpers';

const qr = (name?: string) => ({
  content: 'hello',
  style: { art_style: 'Mech' },
  ...(name ? { name } : {}),
});

describe('job states', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await sandbox({ jobDurationMs: 400 });
  });
  afterAll(() => sb.close());

  it('moves queued → rendering → complete', async () => {
    const { body } = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    const seen: string[] = [];
    await pollUntil(sb, `/v1/image-projects/${body.id}`, (p) => {
      if (seen[seen.length - 1] !== p.status) seen.push(p.status);
      return settled(p);
    });
    expect(seen).toEqual(['queued', 'rendering', 'complete']);
  });

  it('fails a job whose input was never uploaded with the invalid path code and message, per media type', async () => {
    const [video] = await uploadAll(sb, [
      { type: 'video', extension: 'mp4', data: sample('clip.mp4') },
    ]);
    const never = await call(sb, 'POST', '/v1/files/upload-urls', {
      items: [{ type: 'image', extension: 'png' }],
    });
    const cases = [
      {
        path: '/v1/face-swap',
        kind: 'video',
        code: 'invalid_image_path',
        body: {
          start_seconds: 0,
          end_seconds: 1,
          assets: {
            video_source: 'file',
            video_file_path: video,
            image_file_path: never.body.items[0].file_path,
          },
        },
      },
      {
        path: '/v1/video-to-video',
        kind: 'video',
        code: 'invalid_video_path',
        body: {
          start_seconds: 0,
          end_seconds: 1,
          assets: { video_source: 'file', video_file_path: 'api-assets/cnothere/video.mp4' },
          style: { art_style: '3D Render' },
        },
      },
      {
        path: '/v1/ai-voice-cloner',
        kind: 'audio',
        code: 'invalid_audio_path',
        body: {
          assets: { audio_file_path: 'https://invalid.example/voice.mp3' },
          style: { prompt: 'hi' },
        },
      },
      {
        path: '/v1/photo-colorizer',
        kind: 'image',
        code: 'invalid_image_path',
        body: { assets: { image_file_path: 'https://cdn.example.com/missing/old.jpg' } },
      },
    ];
    for (const c of cases) {
      const created = await call(sb, 'POST', c.path, c.body);
      expect(created.status).toBe(200);
      const p = await pollUntil(sb, `/v1/${c.kind}-projects/${created.body.id}`, settled);
      expect(p.status).toBe('error');
      expect(p.error.code).toBe(c.code);
      expect(p.error.message).toMatch(
        /does not exist.*file_path returned by POST \/v1\/files\/upload-urls.*PUT/,
      );
      expect(p.credits_charged).toBe(0);
    }
  });

  it('completes jobs whose inputs are uploaded files or URLs with an extension', async () => {
    const [image] = await uploadAll(sb, [
      { type: 'image', extension: 'png', data: sample('face.png') },
    ]);
    for (const path of [image, 'https://cdn.example.com/photos/old.jpg']) {
      const created = await call(sb, 'POST', '/v1/photo-colorizer', {
        assets: { image_file_path: path },
      });
      expect((await pollUntil(sb, `/v1/image-projects/${created.body.id}`, settled)).status).toBe(
        'complete',
      );
    }
  });
});

describe('credits', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await sandbox({ apiKey: ['sk_a', 'sk_b'], credits: 100 });
  });
  afterAll(() => sb.close());

  const balance = async (key: string) =>
    (await call(sb, 'GET', '/_sandbox/credits', undefined, key)).body.credits;
  const headshot = (key: string, name?: string) =>
    call(
      sb,
      'POST',
      '/v1/ai-headshot-generator',
      { assets: { image_file_path: 'https://cdn.example.com/me.png' }, ...(name ? { name } : {}) },
      key,
    );

  it('charges the estimate at create, per API key, and refunds a failed job', async () => {
    const ok = await headshot('sk_a');
    expect(ok.body.credits_charged).toBe(50);
    expect(await balance('sk_a')).toBe(50);
    expect(await balance('sk_b')).toBe(100);
    const failing = await headshot('sk_b', 'x [sandbox:fail=no_source_face]');
    expect(await balance('sk_b')).toBe(50);
    const p = await pollUntil(sb, `/v1/image-projects/${failing.body.id}`, settled, 'sk_b');
    expect(p).toMatchObject({
      status: 'error',
      credits_charged: 0,
      error: { code: 'no_source_face', message: 'Please use an image with a detectable face' },
    });
    expect(await balance('sk_b')).toBe(100);
  });

  it('refuses a create beyond the balance with 402 and creates nothing', async () => {
    await call(sb, 'PUT', '/_sandbox/credits', { credits: 49 }, 'sk_a');
    const res = await headshot('sk_a');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/credits/i);
    expect(await balance('sk_a')).toBe(49);
  });
});

describe('cancel', () => {
  it('ends a job as canceled through the control API or a directive, refunded', async () => {
    const sb = await sandbox({ jobDurationMs: 2000, credits: 1000 });
    try {
      const a = await call(sb, 'POST', '/v1/ai-headshot-generator', {
        assets: { image_file_path: 'https://c.example/a.png' },
      });
      const canceled = await call(sb, 'POST', `/_sandbox/projects/${a.body.id}/cancel`);
      expect(canceled.body).toMatchObject({ status: 'canceled', credits_charged: 0 });
      expect((await call(sb, 'POST', `/_sandbox/projects/${a.body.id}/cancel`)).status).toBe(409);
      const b = await call(sb, 'POST', '/v1/ai-headshot-generator', {
        name: 'b [sandbox:cancel,duration=100]',
        assets: { image_file_path: 'https://c.example/a.png' },
      });
      expect((await pollUntil(sb, `/v1/image-projects/${b.body.id}`, settled)).status).toBe(
        'canceled',
      );
      expect((await call(sb, 'GET', '/_sandbox/credits')).body.credits).toBe(1000);
    } finally {
      await sb.close();
    }
  });
});

describe('restart', () => {
  it('keeps projects and resumes unfinished jobs from the data dir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sbx-restart-'));
    try {
      const first = await sandbox({ dataDir, jobDurationMs: 100 });
      const done = await call(first, 'POST', '/v1/ai-qr-code-generator', qr());
      await pollUntil(first, `/v1/image-projects/${done.body.id}`, settled);
      const pending = await call(
        first,
        'POST',
        '/v1/ai-qr-code-generator',
        qr('slow [sandbox:duration=600]'),
      );
      await first.close();

      const second = await sandbox({ dataDir });
      try {
        expect(
          (await call(second, 'GET', `/v1/image-projects/${done.body.id}`)).body,
        ).toMatchObject({ status: 'complete', downloads: [expect.anything()] });
        const resumed = await pollUntil(second, `/v1/image-projects/${pending.body.id}`, settled);
        expect(resumed.status).toBe('complete');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
