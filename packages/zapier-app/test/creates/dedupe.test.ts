/**
 * Dedupe keys on a create: one project per key and Zap, re-made only when it
 * failed, refused with other inputs; remembered in Zapier's storage without a
 * relay and in the relay's ledger with one. The service and relay are nock.
 */
import nock from 'nock';
import {
  API_KEY,
  RELAY,
  SERVICE,
  STORAGE,
  createOf,
  createPerformOf,
  run,
  runError,
  useNock,
} from '../helpers';

const perform = createPerformOf('face_swap_photo');
const input = (key: string, extra: Record<string, unknown> = {}) => ({
  assets__target_file_path: 'https://cdn.example.test/me.jpg',
  assets__source_file_path: 'https://cdn.example.test/face.png',
  dedupe_key: key,
  wait_for_result: 'false',
  ...extra,
});
const zap = (id: string) => ({ zap: { id, user: { timezone: 'UTC' } } });
const project = (id: string, status: string) => ({
  id,
  status,
  type: 'FACE_SWAP',
  credits_charged: 10,
  downloads:
    status === 'complete'
      ? [
          {
            url: `${STORAGE}/api-assets/out/${id}.png?X-Amz-Signature=abc`,
            expires_at: '2026-01-02T00:00:00Z',
          },
        ]
      : [],
  error: status === 'error' ? { code: 'no_source_face', message: 'No face found' } : null,
});
const balance = () => nock(SERVICE).get('/v1/account').reply(200, { credits: 1_000 });

describe('dedupe keys', () => {
  useNock();

  it('creates once per key: a re-run returns the same project, reused, and creates nothing', async () => {
    balance();
    nock(SERVICE)
      .post('/v1/face-swap-photo')
      .once()
      .reply(200, { id: 'img-d1', credits_charged: 10 });
    const first = await run(perform, { inputData: input('row-1'), meta: zap('z1') });
    expect(first).toMatchObject({
      id: 'img-d1',
      status: 'queued',
      reused: false,
      dedupe_key: 'row-1',
      credits_estimated: 10,
    });

    nock(SERVICE)
      .get('/v1/image-projects/img-d1')
      .times(3)
      .reply(200, project('img-d1', 'rendering'));
    const again = await run(perform, { inputData: input('row-1'), meta: zap('z1') });
    expect(again).toMatchObject({
      id: 'img-d1',
      status: 'rendering',
      reused: true,
      dedupe_key: 'row-1',
    });
  });

  it('makes a failed project again under its key, once, and returns the new one afterwards', async () => {
    balance();
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-f1', credits_charged: 0 });
    await run(perform, { inputData: input('row-2'), meta: zap('z1') });

    nock(SERVICE).get('/v1/image-projects/img-f1').times(2).reply(200, project('img-f1', 'error'));
    balance();
    nock(SERVICE)
      .post('/v1/face-swap-photo')
      .once()
      .reply(200, { id: 'img-f2', credits_charged: 10 });
    const redone = await run(perform, { inputData: input('row-2'), meta: zap('z1') });
    expect(redone).toMatchObject({ id: 'img-f2', reused: false });

    nock(SERVICE)
      .get('/v1/image-projects/img-f2')
      .times(3)
      .reply(200, project('img-f2', 'complete'));
    const kept = await run(perform, { inputData: input('row-2'), meta: zap('z1') });
    expect(kept).toMatchObject({ id: 'img-f2', status: 'complete', reused: true });
  });

  it('refuses the key with other inputs, naming it, and creates nothing', async () => {
    balance();
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-c1', credits_charged: 10 });
    await run(perform, { inputData: input('row-3'), meta: zap('z1') });

    nock(SERVICE).get('/v1/image-projects/img-c1').reply(200, project('img-c1', 'complete'));
    const other = input('row-3', {
      assets__source_file_path: 'https://cdn.example.test/other.png',
    });
    expect(await runError(perform, { inputData: other, meta: zap('z1') })).toMatchObject({
      code: 'DedupeKeyConflict',
      message: expect.stringMatching(
        /^Dedupe key "row-3" was first used at .* with other inputs; nothing was created/,
      ),
    });
  });

  it('keeps keys of different Zaps apart', async () => {
    balance();
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-z1', credits_charged: 10 });
    await run(perform, { inputData: input('row-4'), meta: zap('z1') });
    balance();
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-z2', credits_charged: 10 });
    const other = await run(perform, { inputData: input('row-4'), meta: zap('z2') });
    expect(other).toMatchObject({ id: 'img-z2', reused: false });
  });

  it("remembers keys in the relay's ledger when the connection has a relay, and returns a finished project without waiting", async () => {
    const path = `/v1/ledger/${encodeURIComponent('zap:z9:row-5')}`;
    const relay = () => nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } });
    const entry = (state: string, projectId: string | null) => ({
      key: 'zap:z9:row-5',
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap-photo',
      state,
      attempt: 1,
      project_id: projectId,
      sent_at: 1_767_225_600_000,
      updated_at: 1_767_225_600_000,
    });
    let fingerprint = '';
    relay()
      .get(path)
      .reply(404, { error: { message: 'No entry' } });
    relay()
      .post(`${path}/claim`, (b) => {
        fingerprint = b.fingerprint;
        return b.operation === 'face-swap-photo' && b.window_ms === 30 * 86_400_000;
      })
      .reply(201, () => ({ claimed: true, entry: { ...entry('pending', null), fingerprint } }));
    balance();
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-r1', credits_charged: 10 });
    relay()
      .post(`${path}/settle`, { attempt: 1, state: 'created', project_id: 'img-r1' })
      .reply(204);
    const first = await run(perform, { relay: true, inputData: input('row-5'), meta: zap('z9') });
    expect(first).toMatchObject({ id: 'img-r1', reused: false });
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const created = () => ({ ...entry('created', 'img-r1'), fingerprint });
    relay().get(path).reply(200, created);
    relay()
      .post(`${path}/claim`)
      .reply(200, () => ({ claimed: false, entry: created() }));
    nock(SERVICE)
      .get('/v1/image-projects/img-r1')
      .times(3)
      .reply(200, project('img-r1', 'complete'));
    const finished = await run(perform, {
      relay: true,
      inputData: { ...input('row-5'), wait_for_result: 'true' },
      meta: zap('z9'),
    });
    expect(finished).toMatchObject({
      id: 'img-r1',
      status: 'complete',
      reused: true,
      download_url: expect.stringContaining('img-r1.png'),
    });
  });

  it('resumes a paused keyed step with the key, estimate and reuse its paused output carried', async () => {
    nock(SERVICE).get('/v1/image-projects/img-p1').reply(200, project('img-p1', 'complete'));
    const resumed = await run(createPerformOf('face_swap_photo', 'performResume'), {
      relay: true,
      outputData: {
        id: 'img-p1',
        kind: 'image',
        status: 'queued',
        credits_estimated: 10,
        dedupe_key: 'row-6',
        reused: false,
      },
      cleanedRequest: { type: 'image.completed' },
    });
    expect(resumed).toMatchObject({
      id: 'img-p1',
      status: 'complete',
      credits_estimated: 10,
      dedupe_key: 'row-6',
      reused: false,
    });
  });

  it('lists the dedupe facts among every create’s output fields and sample', () => {
    const operation = createOf('face_swap_photo').operation;
    const keys = (operation.outputFields as { key: string }[]).map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['credits_estimated', 'dedupe_key', 'reused']));
    const sample = operation.sample as Record<string, unknown>;
    expect(sample).toMatchObject({ dedupe_key: 'row-42', reused: false });
    expect(sample.credits_estimated).toBe(sample.credits_charged);
  });
});
