import { inspect } from 'node:util';
import { ApiError, RateLimitError } from '@genservice/core';

describe('ApiError', () => {
  const key = 'sk-echoed-KEY-1234';
  const err = ApiError.generate(
    429,
    { message: 'slow down', echoed: { authorization: `Bearer ${key}` }, debug: `key=${key}` },
    { 'retry-after': '2', 'set-cookie': 'sid=COOKIE9', 'x-amz-security-token': 'TOKEN9' },
    'GET /v1/image-projects/p',
    [key],
  );

  it('prints no secret through inspect, JSON, String or the stack', () => {
    const printed = [inspect(err, { depth: 20 }), JSON.stringify(err), String(err), err.stack].join(
      '\n',
    );
    for (const secret of [key, 'COOKIE9', 'TOKEN9']) expect(printed).not.toContain(secret);
    expect(Object.keys(err)).not.toContain('rawBody');
  });

  it('keeps what callers read: the service message, the body shape, Retry-After and the raw answer', () => {
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.message).toBe('slow down');
    expect(err.body).toEqual({
      message: 'slow down',
      echoed: { authorization: '***' },
      debug: 'key=***',
    });
    expect((err as RateLimitError).retryAfterMs).toBe(2000);
    expect(err.rawBody).toMatchObject({ debug: `key=${key}` });
    expect(err.rawHeaders['set-cookie']).toBe('sid=COOKIE9');
  });
});
