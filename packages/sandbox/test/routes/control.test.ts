import { createClient } from '@genservice/core/node';
import { InternalServerError, RateLimitError } from '@genservice/core/internal';
import type { Sandbox } from '../../src/index';
import { call, pollUntil, sandbox, settled } from '../helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

const qr = (name = 'qr') => ({ name, content: 'x', style: { art_style: 'Mech' } });
const scenario = (body: unknown) => call(sb, 'POST', '/_sandbox/scenario', body);

describe('injected faults', () => {
  it('answers 429 with Retry-After on the next N calls, creating nothing, then recovers', async () => {
    await scenario({ rateLimit: { count: 2, retryAfterSec: 3 } });
    const before = (await call(sb, 'GET', '/_sandbox/credits')).body.credits;
    for (let i = 0; i < 2; i++) {
      const res = await call(sb, 'POST', '/v1/ai-headshot-generator', {
        assets: { image_file_path: 'https://c.example/a.png' },
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
    }
    expect((await call(sb, 'GET', '/_sandbox/credits')).body.credits).toBe(before);
    expect((await call(sb, 'POST', '/v1/ai-qr-code-generator', qr())).status).toBe(200);
  });

  it('answers the chosen 5xx on the next N calls', async () => {
    await scenario({ serverErrors: { count: 1, status: 503 } });
    expect((await call(sb, 'GET', '/v1/video-projects/cx')).status).toBe(503);
    expect((await call(sb, 'GET', '/v1/video-projects/cx')).status).toBe(404);
  });

  it('the core client sees RateLimitError and InternalServerError for them', async () => {
    const client = createClient({ apiKey: sb.apiKey, baseUrl: sb.baseUrl, maxRetries: 0 });
    await scenario({ rateLimit: { count: 1, retryAfterSec: 1 } });
    await expect(client.create('ai-qr-code-generator', qr())).rejects.toBeInstanceOf(
      RateLimitError,
    );
    await scenario({ serverErrors: { count: 1, status: 500 } });
    await expect(client.create('ai-qr-code-generator', qr())).rejects.toBeInstanceOf(
      InternalServerError,
    );
  });

  it('validates scenario input', async () => {
    expect((await scenario({ serverErrors: { count: 1, status: 404 } })).status).toBe(400);
    expect((await scenario({ failNext: {} })).status).toBe(400);
  });
});

describe('job scenarios', () => {
  it('fails the next N jobs with a given code through the control API', async () => {
    await scenario({ failNext: { code: 'content_policy_violation', count: 1 } });
    const a = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    const b = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    expect((await pollUntil(sb, `/v1/image-projects/${a.body.id}`, settled)).error.code).toBe(
      'content_policy_violation',
    );
    expect((await pollUntil(sb, `/v1/image-projects/${b.body.id}`, settled)).status).toBe(
      'complete',
    );
  });

  it('fails a running job now with a code and message', async () => {
    const { body } = await call(
      sb,
      'POST',
      '/v1/ai-qr-code-generator',
      qr('q [sandbox:duration=5000]'),
    );
    const res = await call(sb, 'POST', `/_sandbox/projects/${body.id}/fail`, {
      code: 'unknown_error',
      message: 'boom',
    });
    expect(res.body).toMatchObject({
      status: 'error',
      error: { code: 'unknown_error', message: 'boom' },
      credits_charged: 0,
    });
  });

  it('honours a duration directive and a changed default duration', async () => {
    const slow = await call(
      sb,
      'POST',
      '/v1/ai-qr-code-generator',
      qr('s [sandbox:duration=5000]'),
    );
    await scenario({ jobDurationMs: 20 });
    const fast = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    expect((await pollUntil(sb, `/v1/image-projects/${fast.body.id}`, settled)).status).toBe(
      'complete',
    );
    expect((await call(sb, 'GET', `/v1/image-projects/${slow.body.id}`)).body.status).not.toBe(
      'complete',
    );
    await scenario({ jobDurationMs: 150 });
  });

  it('only lets the owner control a project', async () => {
    const other = await sandbox({ apiKey: ['k1', 'k2'] });
    try {
      const { body } = await call(
        other,
        'POST',
        '/v1/ai-qr-code-generator',
        qr('q [sandbox:duration=5000]'),
        'k1',
      );
      expect(
        (await call(other, 'POST', `/_sandbox/projects/${body.id}/cancel`, undefined, 'k2')).status,
      ).toBe(404);
    } finally {
      await other.close();
    }
  });
});
