import { eventOutput, jobOutput, outputFileName } from '@genservice/core';

const complete = {
  id: 'cm-1',
  name: 'Summer ad',
  status: 'complete',
  type: 'FACE_SWAP',
  created_at: '2026-01-01T00:00:00.000Z',
  credits_charged: 120,
  downloads: [
    { url: 'https://videos.test/out/a.mp4?X-Amz-Signature=s', expires_at: '2026-01-02' },
    { url: 'https://videos.test/out/b.mp4', expires_at: '2026-01-02' },
  ],
  error: null,
};

describe('jobOutput', () => {
  it('flattens a complete project: first URL, all URLs, credits, name, raw record', () => {
    const out = jobOutput('video', complete);
    expect(out).toEqual({
      id: 'cm-1',
      project_id: 'cm-1',
      kind: 'video',
      status: 'complete',
      is_finished: true,
      download_url: 'https://videos.test/out/a.mp4?X-Amz-Signature=s',
      download_urls: [
        'https://videos.test/out/a.mp4?X-Amz-Signature=s',
        'https://videos.test/out/b.mp4',
      ],
      credits_charged: 120,
      error_code: null,
      error_message: null,
      name: 'Summer ad',
      created_at: '2026-01-01T00:00:00.000Z',
      raw: complete,
    });
    expect(out).not.toHaveProperty('faces');
  });

  it('lifts a failed project’s error code and message, with no download', () => {
    const out = jobOutput('image', {
      id: 'i-2',
      status: 'error',
      downloads: [],
      error: { code: 'no_source_face', message: 'Please use an image with a detectable face' },
    });
    expect(out).toMatchObject({
      status: 'error',
      is_finished: true,
      download_url: null,
      download_urls: [],
      error_code: 'no_source_face',
      error_message: 'Please use an image with a detectable face',
      name: null,
      credits_charged: null,
      created_at: null,
    });
  });

  it('adds faces, their count, paths and URLs for a face detection', () => {
    const out = jobOutput('face-detection', {
      id: 'fd-1',
      status: 'complete',
      credits_charged: 0,
      faces: [
        { path: 'api-assets/fd/0.png', url: 'https://videos.test/fd/0.png' },
        { path: 'api-assets/fd/1.png' },
        { broken: true },
      ],
    });
    expect(out).toMatchObject({
      kind: 'face-detection',
      project_id: 'fd-1',
      download_url: null,
      face_count: 2,
      face_paths: ['api-assets/fd/0.png', 'api-assets/fd/1.png'],
      face_urls: ['https://videos.test/fd/0.png'],
    });
  });

  it('copes with a job still rendering with no downloads field at all', () => {
    const out = jobOutput('audio', { id: 'a-1', status: 'rendering' });
    expect(out).toMatchObject({ is_finished: false, download_url: null, download_urls: [] });
  });

  it('falls back to the deprecated single download of older video records', () => {
    const out = jobOutput('video', {
      id: 'v',
      status: 'complete',
      download: { url: 'https://x/v.mp4' },
    });
    expect(out.download_urls).toEqual(['https://x/v.mp4']);
  });
});

describe('outputFileName', () => {
  it('names the output after the input file, with the output’s extension from its URL', () => {
    expect(outputFileName(complete, 0, { inputName: 'holiday clip.mov' })).toBe('holiday clip.mp4');
  });

  it('numbers later outputs from 2', () => {
    expect(outputFileName(complete, 1, { inputName: 'holiday.mov' })).toBe('holiday-2.mp4');
  });

  it('uses the project name without an input, and the id without a name', () => {
    expect(outputFileName(complete, 0)).toBe('Summer ad.mp4');
    expect(outputFileName({ id: 'cm-9', name: null }, 0, { kind: 'image' })).toBe('cm-9.png');
  });

  it('takes the given extension, then the kind’s, when the URL has none', () => {
    const job = { id: 'x', downloads: [{ url: 'https://cdn.test/blob?sig=1' }] };
    expect(outputFileName(job, 0, { extension: 'webm', kind: 'video' })).toBe('x.webm');
    expect(outputFileName(job, 0, { kind: 'audio' })).toBe('x.mp3');
    expect(outputFileName(job, 0)).toBe('x.bin');
  });

  it('makes unsafe names safe and drops directories from the input name', () => {
    expect(outputFileName(complete, 0, { inputName: 'C:\\tmp\\a:b*?.png' })).toBe('a-b-.mp4');
    expect(outputFileName({ id: 'x', name: '../../etc' }, 0, { kind: 'image' })).toBe('etc.png');
  });
});

describe('eventOutput', () => {
  it('gives a verified delivery and a listed relay event the same flat shape', () => {
    const fromDelivery = eventOutput({
      type: 'video.completed',
      timestamp: '2026-01-01T00:00:05.000Z',
      job: complete,
    });
    const fromList = eventOutput({
      type: 'video.completed',
      timestamp: '2026-01-01T00:00:05.000Z',
      data: complete,
    });
    expect(fromDelivery).toEqual(fromList);
    expect(fromDelivery).toMatchObject({
      kind: 'video',
      project_id: 'cm-1',
      download_url: 'https://videos.test/out/a.mp4?X-Amz-Signature=s',
      event_type: 'video.completed',
      event_timestamp: '2026-01-01T00:00:05.000Z',
    });
  });
});
