import nock from 'nock';
import { SERVICE, callable, run, searchOf, useNock } from '../helpers';

describe('searches', () => {
  useNock();
  const findProject = callable(searchOf('find_project').operation.perform, 'find_project perform');
  const findFaces = callable(
    searchOf('find_face_detection').operation.perform,
    'find_face_detection perform',
  );

  it('finds a project of the given kind with fresh download URLs', async () => {
    nock(SERVICE)
      .get('/v1/audio-projects/a-1')
      .reply(200, {
        id: 'a-1',
        status: 'complete',
        downloads: [{ url: 'https://videos.example.test/a-1.mp3' }],
      });
    const result = await run(findProject, {
      inputData: { project_id: 'a-1', kind: 'audio' },
    });
    expect(result).toEqual([
      expect.objectContaining({
        id: 'a-1',
        kind: 'audio',
        download_url: 'https://videos.example.test/a-1.mp3',
      }),
    ]);
  });

  it('looks in every kind when none is given', async () => {
    nock(SERVICE).get('/v1/video-projects/i-1').reply(404, { message: 'Not Found' });
    nock(SERVICE).get('/v1/image-projects/i-1').reply(200, { id: 'i-1', status: 'rendering' });
    const result = await run(findProject, {
      inputData: { project_id: 'i-1' },
    });
    expect(result).toEqual([
      expect.objectContaining({ id: 'i-1', kind: 'image', status: 'rendering' }),
    ]);
  });

  it('returns [] when no project has the id', async () => {
    for (const kind of ['video', 'image', 'audio'])
      nock(SERVICE).get(`/v1/${kind}-projects/nope`).reply(404, { message: 'Not Found' });
    expect(
      await run(findProject, {
        inputData: { project_id: 'nope' },
      }),
    ).toEqual([]);
  });

  it('gets face detection results with the face paths for mappings', async () => {
    nock(SERVICE)
      .get('/v1/face-detection/fd-1')
      .reply(200, {
        id: 'fd-1',
        status: 'complete',
        credits_charged: 0,
        faces: [{ path: 'api-assets/fd-1/0-0.png', url: 'https://videos.example.test/0-0.png' }],
      });
    const result = await run(findFaces, {
      inputData: { face_detection_id: 'fd-1' },
    });
    expect(result).toEqual([
      expect.objectContaining({
        id: 'fd-1',
        face_count: 1,
        face_paths: ['api-assets/fd-1/0-0.png'],
      }),
    ]);
  });

  it('returns [] for an unknown face detection id', async () => {
    nock(SERVICE).get('/v1/face-detection/nope').reply(404, { message: 'Not Found' });
    expect(
      await run(findFaces, {
        inputData: { face_detection_id: 'nope' },
      }),
    ).toEqual([]);
  });
});
