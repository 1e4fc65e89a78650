import { eventOutput, jobOutput } from '@genservice/core';

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
      credits_estimated: null,
      dedupe_key: null,
      reused: false,
      error_code: null,
      error_message: null,
      name: 'Summer ad',
      created_at: '2026-01-01T00:00:00.000Z',
      raw: complete,
    });
    expect(out).not.toHaveProperty('faces');
  });

  it('reads the run facts a client result carries and keeps them out of raw', () => {
    const result = {
      id: 'img_1',
      credits_charged: 5,
      kind: 'image',
      creditsEstimated: 50,
      dedupeKey: 'sku-1',
      reused: true,
    };
    const out = jobOutput('image', result);
    expect(out).toMatchObject({ credits_estimated: 50, dedupe_key: 'sku-1', reused: true });
    expect(out.raw).toEqual({ id: 'img_1', credits_charged: 5, kind: 'image' });
  });

  it('takes facts given as the third argument over those a result carries', () => {
    const out = jobOutput(
      'video',
      { id: 'v', status: 'queued', dedupeKey: 'old', reused: true },
      { creditsEstimated: 240, dedupeKey: 'row-3', reused: false },
    );
    expect(out).toMatchObject({ credits_estimated: 240, dedupe_key: 'row-3', reused: false });
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
