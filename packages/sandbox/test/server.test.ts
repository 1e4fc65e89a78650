import { operations } from '@genservice/core/internal';
import type { Sandbox } from '../src/index';
import { call, sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox({ apiKey: ['sk_one', 'sk_two'] });
});
afterAll(() => sb.close());

describe('auth and routing', () => {
  it('answers 401 Unauthorized without a key, with a wrong key, and on the control API', async () => {
    expect(await call(sb, 'POST', '/v1/ai-qr-code-generator', {}, null)).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect(await call(sb, 'GET', '/v1/video-projects/abc', undefined, 'sk_wrong')).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect((await call(sb, 'GET', '/_sandbox/credits', undefined, null)).status).toBe(401);
  });

  it('answers 404 Not Found for unknown paths and unknown project ids', async () => {
    expect(await call(sb, 'POST', '/v1/no-such-tool', {})).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    });
    expect(await call(sb, 'GET', '/v1/image-projects/cnotthere')).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    });
  });

  it('serves every catalog operation under /v1 (an empty body is validated, not 404)', async () => {
    const answers = await Promise.all(
      operations.map(
        async (op) => [op.path, (await call(sb, 'POST', op.path, {})).status] as const,
      ),
    );
    expect(answers.filter(([, status]) => status !== 200 && status !== 400)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(27);
  });
});

describe('validation', () => {
  it('answers 400 with the service wording, problems joined by "; "', async () => {
    const res = await call(sb, 'POST', '/v1/face-swap', {
      start_seconds: 'zero',
      assets: { video_source: 'file' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(
      'Invalid type for start_seconds: expected number, got string',
    );
    expect(res.body.message).toContain('Missing required field: end_seconds (expected number)');
    expect(res.body.message.split('; ').length).toBeGreaterThan(1);
  });

  it('names integer fields "expected integer", as the OpenAPI types them', async () => {
    const res = await call(sb, 'POST', '/v1/ai-image-generator', {
      image_count: 'two',
      style: { prompt: 'a cat' },
      orientation: 'square',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(
      'Invalid type for image_count: expected integer, got string',
    );
  });

  it('answers 400 "Missing request body" for an empty body', async () => {
    const res = await fetch(`${sb.baseUrl}/v1/ai-qr-code-generator`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.apiKey}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_request', message: 'Missing request body' });
  });

  it('rejects the spec-only alias the real service does not accept (face-swap-photo image_file_path)', async () => {
    const res = await call(sb, 'POST', '/v1/face-swap-photo', {
      assets: {
        target_file_path: 'https://x.example/t.png',
        image_file_path: 'https://x.example/s.png',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('source_file_path');
  });
});

describe('create responses', () => {
  it('carry id, credits_charged and the deprecated cost field of their kind', async () => {
    const video = await call(sb, 'POST', '/v1/text-to-video', {
      end_seconds: 5,
      style: { prompt: 'a cat' },
      model: 'ltx-2.3',
      resolution: '480p',
    });
    expect(video.status).toBe(200);
    expect(video.body).toEqual({
      id: expect.any(String),
      credits_charged: 120,
      estimated_frame_cost: 120,
    });

    const image = await call(sb, 'POST', '/v1/ai-qr-code-generator', {
      content: 'https://example.com',
      style: { art_style: 'Watercolor' },
    });
    expect(image.body).toEqual({ id: expect.any(String), credits_charged: 0, frame_cost: 0 });

    const audio = await call(sb, 'POST', '/v1/ai-voice-generator', {
      style: { prompt: 'Hello there', voice_name: 'Elon Musk' },
    });
    expect(audio.status).toBe(200);
    expect(audio.body).toEqual({ id: expect.any(String), credits_charged: expect.any(Number) });

    const faces = await call(sb, 'POST', '/v1/face-detection', {
      assets: { target_file_path: 'https://x.example/group.png' },
    });
    expect(faces.body).toEqual({ id: expect.any(String), credits_charged: 0 });
  });

  it('keeps each API key to its own projects', async () => {
    const { body } = await call(
      sb,
      'POST',
      '/v1/ai-qr-code-generator',
      { content: 'x', style: { art_style: 'Mech' } },
      'sk_one',
    );
    expect(
      (await call(sb, 'GET', `/v1/image-projects/${body.id}`, undefined, 'sk_one')).status,
    ).toBe(200);
    expect(
      (await call(sb, 'GET', `/v1/image-projects/${body.id}`, undefined, 'sk_two')).status,
    ).toBe(404);
    expect(
      (await call(sb, 'GET', `/v1/video-projects/${body.id}`, undefined, 'sk_one')).status,
    ).toBe(404);
  });
});

describe('startSandbox', () => {
  it('rejects when the port is already taken', async () => {
    const port = Number(new URL(sb.baseUrl).port);
    await expect(sandbox({ port })).rejects.toThrow(/EADDRINUSE/);
  });
});
