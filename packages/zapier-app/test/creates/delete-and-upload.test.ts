import { Readable } from 'node:stream';
import nock from 'nock';
import { SERVICE, STORAGE, createOf, createPerformOf, run, runError, useNock } from '../helpers';

const deleteProject = createPerformOf('delete_project');
const uploadFile = createPerformOf('upload_file');

describe('Delete Project', () => {
  useNock();

  it('deletes a project of the given kind', async () => {
    nock(SERVICE)
      .get('/v1/image-projects/i-1')
      .reply(200, { id: 'i-1', name: 'Logo', status: 'complete' });
    nock(SERVICE).delete('/v1/image-projects/i-1').reply(204);
    const result = await run(deleteProject, {
      inputData: { project_id: 'i-1', kind: 'image' },
    });
    expect(result).toEqual({ id: 'i-1', kind: 'image', name: 'Logo', deleted: true });
  });

  it('finds the kind when none is given, then deletes there', async () => {
    nock(SERVICE).get('/v1/video-projects/a-1').reply(404, { message: 'Not Found' });
    nock(SERVICE).get('/v1/image-projects/a-1').reply(404, { message: 'Not Found' });
    nock(SERVICE)
      .get('/v1/audio-projects/a-1')
      .reply(200, { id: 'a-1', name: null, status: 'error' });
    nock(SERVICE).delete('/v1/audio-projects/a-1').reply(204);
    const result = await run(deleteProject, {
      inputData: { project_id: ' a-1 ' },
    });
    expect(result).toMatchObject({ id: 'a-1', kind: 'audio', deleted: true });
  });

  it('says so when no project has the id, and deletes nothing', async () => {
    nock(SERVICE).get('/v1/video-projects/nope').reply(404, { message: 'Not Found' });
    const err = await runError(deleteProject, { inputData: { project_id: 'nope', kind: 'video' } });
    expect(err).toMatchObject({ code: 'ProjectNotFound' });
    expect(err.message).toContain('"nope"');
  });

  it('offers recent projects in its Project dropdown and accepts typed IDs', () => {
    const [project] = createOf('delete_project').operation.inputFields as { dynamic?: string }[];
    expect(project).toMatchObject({ key: 'project_id', dynamic: 'recent_projects.id.name' });
  });
});

describe('Upload File', () => {
  useNock();

  it('uploads a file from an earlier step and returns its file path, name and media', async () => {
    const bytes = Buffer.from('fake mp4 bytes');
    nock('https://files.zapier.test')
      .get('/hydrate/abc')
      .reply(200, () => Readable.from([bytes]), {
        'content-type': 'video/mp4',
        'content-length': String(bytes.length),
        'content-disposition': 'attachment; filename="clip.mp4"',
      });
    nock(SERVICE)
      .post('/v1/files/upload-urls', { items: [{ type: 'video', extension: 'mp4' }] })
      .reply(200, {
        items: [
          {
            upload_url: `${STORAGE}/api-assets/u/clip.mp4?sig=1`,
            file_path: 'api-assets/u/clip.mp4',
          },
        ],
      });
    nock(STORAGE, { badheaders: ['authorization'] })
      .put('/api-assets/u/clip.mp4')
      .query(true)
      .reply(200);
    const result = await run(uploadFile, {
      inputData: { file: 'https://files.zapier.test/hydrate/abc' },
    });
    expect(result).toEqual({
      id: 'api-assets/u/clip.mp4',
      file_path: 'api-assets/u/clip.mp4',
      filename: 'clip.mp4',
      media_type: 'video',
      size: bytes.length,
    });
  });

  it('returns a stored api-assets path unchanged, without a request', async () => {
    const result = await run(uploadFile, {
      inputData: { file: 'api-assets/u/photo.png' },
    });
    expect(result).toMatchObject({ file_path: 'api-assets/u/photo.png', media_type: 'image' });
  });

  it('uses the chosen media type for an ambiguous extension', async () => {
    nock('https://cdn.example.test')
      .get('/voice.webm')
      .reply(200, 'webm audio', { 'content-type': 'audio/webm', 'content-length': '10' });
    nock(SERVICE)
      .post('/v1/files/upload-urls', { items: [{ type: 'audio', extension: 'webm' }] })
      .reply(200, {
        items: [{ upload_url: `${STORAGE}/api-assets/u/v.webm`, file_path: 'api-assets/u/v.webm' }],
      });
    nock(STORAGE).put('/api-assets/u/v.webm').reply(200);
    const result = await run(uploadFile, {
      inputData: { file: 'https://cdn.example.test/voice.webm', media_type: 'audio' },
    });
    expect(result).toMatchObject({ file_path: 'api-assets/u/v.webm', media_type: 'audio' });
  });
});
