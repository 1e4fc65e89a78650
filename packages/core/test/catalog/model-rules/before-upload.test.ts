import { createClient, ValidationError, type HostSource } from '@genservice/core';
import { fakeRuntime, uploadUrlsAnswer, type Responder } from '../../uploads/fake-runtime';

const ok = { status: 200, headers: {}, text: '' };
const storage: Responder = (rec) => (rec.method === 'POST' ? uploadUrlsAnswer(rec) : ok);
const photo = { data: Uint8Array.from([1, 2, 3]), filename: 'first.png' };

function setup(respond: Responder = storage) {
  const runtime = fakeRuntime(respond);
  const client = createClient({ apiKey: 'sk-rules', baseUrl: 'https://api.test', runtime });
  const hostSource = jest.fn<ReturnType<HostSource>, Parameters<HostSource>>(async () => photo);
  return { runtime, client, hostSource };
}

const forbidden = {
  model: 'kling-2.6',
  end_seconds: 7,
  assets: { image_file_path: photo },
  style: { prompt: 'a fox runs' },
};

describe('model rules before anything is uploaded or created', () => {
  it('client.run refuses a forbidden duration with 0 requests (no upload-urls, no PUT, no create)', async () => {
    const { runtime, client } = setup();
    const err = await client.run('image-to-video', forbidden).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe('Kling 2.6 makes 5 or 10 s videos; end_seconds is 7');
    expect(runtime.calls).toHaveLength(0);
  });

  it('a host form asks the host for no file and words the field by its label', async () => {
    const { runtime, client, hostSource } = setup();
    const params = { ...forbidden, assets: { image_file_path: 'bin:photo' } };
    const err = await client.run('image-to-video', params, { hostSource }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'Kling 2.6 makes 5 or 10 s videos; Duration (Seconds) (end_seconds) is 7',
    );
    expect(hostSource).not.toHaveBeenCalled();
    expect(runtime.calls).toHaveLength(0);
  });

  it('a keyed run and client.create refuse before the ledger or the service hear of them', async () => {
    const { runtime, client } = setup();
    await expect(
      client.run('image-to-video', forbidden, { idempotencyKey: 'row-1' }),
    ).rejects.toThrow(ValidationError);
    await expect(
      client.create('text-to-video', {
        model: 'sora-2',
        end_seconds: 8,
        resolution: '1080p',
        style: { prompt: 'x' },
      }),
    ).rejects.toThrow('Sora 2 makes 720p videos only; resolution is 1080p');
    expect(runtime.calls).toHaveLength(0);
  });

  it('applies the paid-plan rules when the caller passes the tier', async () => {
    const { runtime, client } = setup();
    const params = { scale_factor: 4, assets: { image_file_path: photo } };
    await expect(client.run('ai-image-upscaler', params, { tier: 'free' })).rejects.toThrow(
      '4x upscaling needs a paid plan',
    );
    await expect(client.prepare('ai-image-upscaler', params, { tier: 'free' })).rejects.toThrow(
      ValidationError,
    );
    expect(runtime.calls).toHaveLength(0);
  });

  it('uploads and creates as before when the combination is allowed', async () => {
    const { runtime, client } = setup((rec, n) =>
      rec.url.endsWith('/v1/image-to-video')
        ? { status: 200, headers: {}, text: JSON.stringify({ id: 'p1', credits_charged: 360 }) }
        : storage(rec, n),
    );
    const params = { ...forbidden, end_seconds: 10 };
    await expect(client.run('image-to-video', params, { tier: 'pro' })).resolves.toMatchObject({
      id: 'p1',
    });
    expect(runtime.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'POST']);
    expect(runtime.calls[2]?.url).toBe('https://api.test/v1/image-to-video');
  });
});
