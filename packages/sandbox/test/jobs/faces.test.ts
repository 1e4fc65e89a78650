import { createClient } from '@genservice/core/node';
import type { Sandbox } from '../../src/index';
import { call, download, magic, pollUntil, sample, sandbox, settled, uploadAll } from '../helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

describe('face detection', () => {
  it('moves queued → rendering → complete and lists faces with a path and a working url', async () => {
    await call(sb, 'POST', '/_sandbox/scenario', { faceCount: 2 });
    const [image] = await uploadAll(sb, [
      { type: 'image', extension: 'png', data: sample('face.png') },
    ]);
    const { body } = await call(sb, 'POST', '/v1/face-detection', {
      assets: { target_file_path: image },
      confidence_score: 0.5,
    });
    const seen = new Set<string>();
    const done = await pollUntil(
      sb,
      `/v1/face-detection/${body.id}`,
      (d) => (seen.add(d.status), settled(d)),
    );
    expect([...seen]).toEqual(expect.arrayContaining(['rendering', 'complete']));
    expect(done).toEqual({
      id: body.id,
      credits_charged: 0,
      status: 'complete',
      faces: [
        { path: `api-assets/${body.id}/0-0.png`, url: expect.any(String) },
        { path: `api-assets/${body.id}/0-1.png`, url: expect.any(String) },
      ],
    });
    expect(magic((await download(done.faces[0].url)).bytes)).toBe('png');
    await call(sb, 'POST', '/_sandbox/scenario', { faceCount: 1 });
  });

  it('ends in error when the target was never uploaded', async () => {
    const { body } = await call(sb, 'POST', '/v1/face-detection', {
      assets: { target_file_path: 'api-assets/cnope/x.png' },
    });
    expect((await pollUntil(sb, `/v1/face-detection/${body.id}`, settled)).status).toBe('error');
  });

  it("a face's path works as original_face in an individual-faces swap (core client)", async () => {
    const client = createClient({ apiKey: sb.apiKey, baseUrl: sb.baseUrl });
    const fast = { schedule: { initialMs: 20, factor: 1, maxMs: 20 } };
    const [target, face] = await uploadAll(sb, [
      { type: 'image', extension: 'png', data: sample('face.png') },
      { type: 'image', extension: 'png', data: sample('face.png') },
    ]);
    const detection = await client.run(
      'face-detection',
      { assets: { target_file_path: target } },
      { wait: fast },
    );
    const original = (detection as { faces: { path: string }[] }).faces[0]!.path;
    const swapped = await client.run(
      'face-swap-photo',
      {
        assets: {
          target_file_path: target,
          face_swap_mode: 'individual-faces',
          face_mappings: [{ original_face: original, new_face: face }],
        },
      },
      { wait: fast },
    );
    expect(swapped).toMatchObject({ status: 'complete', type: 'FACE_SWAP' });

    const bad = await client.create('face-swap-photo', {
      assets: {
        target_file_path: target,
        face_swap_mode: 'individual-faces',
        face_mappings: [{ original_face: `api-assets/${detection.id}/0-9.png`, new_face: face }],
      },
    });
    const failed = await pollUntil(sb, `/v1/image-projects/${bad.id}`, settled);
    expect(failed.error.code).toBe('invalid_image_path');
  });
});
