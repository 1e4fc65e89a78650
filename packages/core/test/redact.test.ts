import { redactError, redactValue } from '../src/redact';

describe('redactValue', () => {
  it('masks values of secret-named keys at any depth and strips URL queries from strings', () => {
    const body = {
      message: 'denied',
      request: {
        headers: { Authorization: 'Bearer sk-1', 'X-Api-Key': 'k-2', accept: 'json' },
        url: 'https://s.test/a.png?X-Amz-Signature=abc',
      },
      items: [{ token: 't-3', name: 'ok' }],
      webhook_secret: 'whsec_4',
      usage: { max_tokens: 5 },
    };
    expect(redactValue(body)).toEqual({
      message: 'denied',
      request: {
        headers: { Authorization: '***', 'X-Api-Key': '***', accept: 'json' },
        url: 'https://s.test/a.png?…',
      },
      items: [{ token: '***', name: 'ok' }],
      webhook_secret: '***',
      usage: { max_tokens: 5 },
    });
  });

  it('removes the given secrets from free text, and survives cycles', () => {
    const looped: Record<string, unknown> = { note: 'key sk-live-ABCD was used' };
    looped.self = looped;
    expect(redactValue(looped, ['sk-live-ABCD'])).toEqual({
      note: 'key *** was used',
      self: '[Circular]',
    });
    expect(redactValue('plain')).toBe('plain');
    expect(redactValue(null)).toBeNull();
  });
});

describe('redactError', () => {
  it('keeps name, redacted message, code and causes, and drops everything else', () => {
    const inner = Object.assign(new Error('refused'), {
      code: 'ECONNREFUSED',
      address: '10.0.0.1',
    });
    const err = Object.assign(new TypeError('Invalid URL', { cause: inner }), {
      input: 'https://s.test/?sig=SECRET',
      code: 'ERR_INVALID_URL',
    });
    const safe = redactError(err);
    expect(safe).toMatchObject({
      name: 'TypeError',
      message: 'Invalid URL',
      code: 'ERR_INVALID_URL',
    });
    expect(safe).not.toHaveProperty('input');
    expect(safe.cause).toMatchObject({ message: 'refused', code: 'ECONNREFUSED' });
    expect(safe.cause).not.toHaveProperty('address');
  });
});
