import { createClient, ValidationError } from '@genservice/core';
import { fakeRuntime, json, uploadUrlsAnswer, type Responder } from '../uploads/fake-runtime';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function setup(respond: Responder) {
  const runtime = fakeRuntime(respond);
  return {
    runtime,
    client: createClient({ apiKey: 'sk-run-key', baseUrl: 'https://api.test', runtime }),
  };
}

const service: Responder = (rec) => {
  if (rec.url.endsWith('/v1/files/upload-urls')) return uploadUrlsAnswer(rec);
  if (rec.method === 'PUT') return { status: 200, headers: {}, text: '' };
  if (rec.url.endsWith('/v1/face-swap-photo'))
    return json(200, { id: 'img_9', credits_charged: 10, frame_cost: 10 });
  if (rec.url.endsWith('/v1/image-projects/img_9'))
    return json(200, {
      id: 'img_9',
      status: 'complete',
      downloads: [{ url: 'https://cdn.test/o.png' }],
    });
  return json(404, { message: 'Not Found' });
};

describe('client.run', () => {
  it('uploads local inputs in one batch, passes URLs through, and creates with the file paths', async () => {
    const { runtime, client } = setup(service);
    const created = await client.run('face-swap-photo', {
      assets: {
        target_file_path: { data: png, filename: 'group.png' },
        source_file_path: 'https://cdn.test/me.jpg',
      },
    });
    expect(created).toMatchObject({ id: 'img_9', kind: 'image' });
    expect(runtime.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
      'POST https://api.test/v1/files/upload-urls',
      'PUT https://storage.test/api-assets/a0/f0.png',
      'POST https://api.test/v1/face-swap-photo',
    ]);
    expect(runtime.calls[1]!.bytes).toEqual(png);
    expect(JSON.parse(runtime.calls[2]!.text!)).toEqual({
      assets: {
        target_file_path: 'api-assets/a0/f0.png',
        source_file_path: 'https://cdn.test/me.jpg',
      },
    });
  });

  it('uploads nothing when the rest of the input is invalid', async () => {
    const { runtime, client } = setup(service);
    const err = await client
      .run('face-swap-photo', {
        assets: { target_file_path: { data: png, filename: 'group.png' } },
        name: 42,
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(
      'Invalid type for name: expected string, got integer; Missing required field: assets.source_file_path (expected string)',
    );
    expect(runtime.calls).toHaveLength(0);
  });

  it('waits for the project when asked and resolves with it', async () => {
    const { client } = setup(service);
    const project = await client.run(
      'face-swap-photo',
      {
        assets: { target_file_path: 'api-assets/t/t.png', source_file_path: 'api-assets/s/s.png' },
      },
      { wait: true },
    );
    expect(project).toMatchObject({ id: 'img_9', status: 'complete', kind: 'image' });
  });

  it('applies the spec alias before sending (image_file_path → source_file_path)', async () => {
    const { runtime, client } = setup(service);
    await client.create('face-swap-photo', {
      assets: { target_file_path: 'api-assets/t/t.png', image_file_path: 'api-assets/s/s.png' },
    });
    expect(JSON.parse(runtime.calls[0]!.text!).assets).toEqual({
      target_file_path: 'api-assets/t/t.png',
      source_file_path: 'api-assets/s/s.png',
    });
  });
});
