import { BatchStoppedError, JobFailedError, createBatchRecord } from '../../src/internal';

describe('createBatchRecord', () => {
  it('lists every project created in the run when the batch stops, skipping reused ones', () => {
    const record = createBatchRecord();
    record.addResult({ id: 'img_1', dedupeKey: 'sku-1', reused: false });
    record.addResult({ id: 'img_0', dedupeKey: 'sku-0', reused: true });
    record.addResult({ id: 'img_2', status: 'complete', dedupeKey: null });
    record.add({ key: 'sku-1', projectId: 'img_1', status: 'complete' });
    const cause = new JobFailedError('img_3', 'no_source_face', 'No face', undefined, 'image');
    const err = record.stop(cause);
    expect(err).toBeInstanceOf(BatchStoppedError);
    expect(err.cause).toBe(cause);
    expect(err.created).toEqual([
      { key: 'sku-1', projectId: 'img_1', status: 'complete' },
      { key: null, projectId: 'img_2', status: 'complete' },
    ]);
    expect(err.message).toBe(
      'The batch stopped: Project img_3 failed: no_source_face - No face. 2 projects were created in this run before it stopped: "sku-1" → img_1 (complete), (no dedupe key) → img_2 (complete)',
    );
    expect(record.stop(err)).toBe(err);
  });

  it('says so when nothing was created', () => {
    expect(createBatchRecord().stop(new Error('boom')).message).toBe(
      'The batch stopped: boom. No project was created in this run',
    );
  });
});
