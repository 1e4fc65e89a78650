import {
  BudgetExceededError,
  IdempotencyConflictError,
  MaybeCreatedError,
} from '@genservice/core/internal';
import nock from 'nock';
import type { ZObject } from 'zapier-platform-core';
import { toZapierError } from '../../src/errors';
import {
  API_KEY,
  SERVICE,
  STORAGE,
  createPerformOf,
  rejection,
  run,
  runError,
  useNock,
} from '../helpers';

const perform = createPerformOf('ai_qr_code_generator');
const input = {
  content: 'https://example.com',
  style__art_style: 'Watercolor',
  wait_for_result: false,
};

/** A raw z.request to the service, as the app's own calls make them. */
const get = (path: string) => (z: ZObject) =>
  z.request({ url: `${SERVICE}${path}` }).then((r) => r.data);

describe('error mapping', () => {
  useNock();

  it('maps 402 to a clear error with the service message', async () => {
    nock(SERVICE)
      .post('/v1/ai-qr-code-generator')
      .reply(402, { message: 'Not enough credits to create this project' });
    expect(await runError(perform, { inputData: input })).toEqual({
      message: expect.stringMatching(
        /^Not enough credits: Not enough credits to create this project\. .*magichour\.ai\/pricing/,
      ),
      code: 'InsufficientCredits',
      status: 402,
    });
  });

  it('maps a plan error (403) to a clear error with the service message', async () => {
    nock(SERVICE)
      .get('/v1/video-projects/v1')
      .reply(403, { message: 'The 4k resolution requires the Business plan' });
    expect(await runError(get('/v1/video-projects/v1'))).toMatchObject({
      code: 'PlanRequired',
      status: 403,
      message: expect.stringContaining('requires the Business plan'),
    });
  });

  it('maps 401 from a create to ExpiredAuthError without the key', async () => {
    nock(SERVICE).post('/v1/ai-qr-code-generator').reply(401, { message: 'Unauthorized' });
    const err = await rejection(run(perform, { inputData: input }));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).not.toContain(API_KEY);
  });

  it('maps 429 to ThrottledError carrying Retry-After', async () => {
    nock(SERVICE)
      .get('/v1/video-projects/v2')
      .reply(429, { message: 'Too many requests' }, { 'retry-after': '42' });
    const err = await rejection(run(get('/v1/video-projects/v2')));
    expect(err.name).toBe('ThrottledError');
    expect(JSON.parse(err.message)).toEqual({
      message: expect.stringMatching(/^Too many requests\. .*concurrency/),
      delay: 42,
    });
  });

  it('maps a create rejected with 429 and a long Retry-After to ThrottledError (never re-sent)', async () => {
    nock(SERVICE)
      .post('/v1/ai-qr-code-generator')
      .once()
      .reply(429, { message: 'Too many requests' }, { 'retry-after': '60' });
    const err = await rejection(run(perform, { inputData: input }));
    expect(err.name).toBe('ThrottledError');
    expect(JSON.parse(err.message)).toEqual({
      message: expect.stringMatching(/^Too many requests\. .*concurrency/),
      delay: 60,
    });
  });

  it('leaves other hosts alone: no Bearer key and no service error mapping', async () => {
    nock(STORAGE, { badheaders: ['authorization'] })
      .get('/api-assets/x.png')
      .reply(404, 'missing');
    const res = await run((z: ZObject) =>
      z
        .request({ url: `${STORAGE}/api-assets/x.png`, skipThrowForStatus: true })
        .then((r) => r.status),
    );
    expect(res).toBe(404);
  });

  it('halts a step over its credit budget with the estimate, balance and cap (not retried, not an error)', async () => {
    const over = new BudgetExceededError({ estimate: 120, balance: 1000, maxCredits: 50 });
    const err = await rejection(run((z: ZObject) => Promise.reject(toZapierError(z, over))));
    expect(err.name).toBe('HaltedError');
    expect(err.message).toMatch(
      /about 120 credits.*Max Credits Per Run is 50.*Nothing was created/,
    );
  });

  it('maps a dedupe key reused with other inputs, and a create that may exist, to errors that say so', async () => {
    const conflict = new IdempotencyConflictError(
      'row-9',
      Date.UTC(2026, 0, 1),
      'face-swap-photo',
      'face-swap-photo',
    );
    expect(
      await runError((z: ZObject) => Promise.reject(toZapierError(z, conflict))),
    ).toMatchObject({
      code: 'DedupeKeyConflict',
      status: 409,
      message: expect.stringContaining(
        'Dedupe key "row-9" was first used at 2026-01-01T00:00:00.000Z',
      ),
    });
    const unknown = new MaybeCreatedError('row-9', Date.UTC(2026, 0, 1, 12));
    expect(await runError((z: ZObject) => Promise.reject(toZapierError(z, unknown)))).toMatchObject(
      {
        code: 'MaybeCreated',
        status: 409,
        message: expect.stringMatching(
          /row-9.*may already exist.*2026-01-01T12:00:00.000Z.*Recreate Unconfirmed/,
        ),
      },
    );
  });
});
