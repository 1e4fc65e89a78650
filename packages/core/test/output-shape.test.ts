import { SIMPLE_OUTPUT_FIELDS, jobOutput, simplifyOutput, withoutEcho } from '../src/internal';

const record = {
  id: 'vid-1',
  status: 'complete',
  credits_charged: 120,
  downloads: [{ url: 'https://cdn.example/o.mp4' }],
  error: null,
};

describe('simplifyOutput', () => {
  it('keeps at most ten fields a next step needs, with the run facts', () => {
    expect(SIMPLE_OUTPUT_FIELDS.length).toBeLessThanOrEqual(10);
    const facts = { creditsEstimated: 120, dedupeKey: 'row-1', reused: true };
    expect(simplifyOutput(jobOutput('video', record, facts))).toEqual({
      id: 'vid-1',
      kind: 'video',
      status: 'complete',
      download_url: 'https://cdn.example/o.mp4',
      download_urls: ['https://cdn.example/o.mp4'],
      credits_charged: 120,
      credits_estimated: 120,
      dedupe_key: 'row-1',
      error_message: null,
    });
  });

  it("keeps a face detection's face paths", () => {
    const faces = [{ path: 'api-assets/0.png', url: 'https://cdn.example/0.png' }];
    const output = jobOutput('face-detection', { id: 'fd-1', status: 'complete', faces });
    expect(simplifyOutput(output)).toMatchObject({ face_paths: ['api-assets/0.png'] });
  });
});

describe('withoutEcho', () => {
  it('leaves out the raw record and the duplicate id unless the raw record is asked for', () => {
    const output = jobOutput('video', record);
    expect(withoutEcho(output)).not.toHaveProperty('raw');
    expect(withoutEcho(output)).not.toHaveProperty('project_id');
    expect(withoutEcho(output, true)).toBe(output);
  });
});
