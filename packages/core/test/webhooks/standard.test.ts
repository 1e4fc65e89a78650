import { Webhook } from 'standardwebhooks';
import { WebhookVerificationError } from '../../src/errors';
import {
  generateWebhookSecret,
  signStandardWebhook,
  verifyStandardWebhook,
} from '../../src/webhooks/standard';

/** The test vector published with the Standard Webhooks specification. */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  rawBody: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const now = VECTOR.timestamp * 1000;
const { secret, id, rawBody } = VECTOR;

function signedAt(timestamp: number) {
  return { rawBody, secret, now, headers: signStandardWebhook({ id, timestamp, rawBody, secret }) };
}

describe('signStandardWebhook', () => {
  it('reproduces the specification test vector', () => {
    expect(signStandardWebhook(VECTOR)).toEqual({
      'webhook-id': id,
      'webhook-timestamp': '1614265330',
      'webhook-signature': VECTOR.signature,
    });
  });

  it('treats a secret without the whsec_ prefix as the same key', () => {
    const bare = signStandardWebhook({ ...VECTOR, secret: secret.slice('whsec_'.length) });
    expect(bare['webhook-signature']).toBe(VECTOR.signature);
  });

  it('produces signatures the standardwebhooks library accepts', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = signStandardWebhook({ id, timestamp, rawBody, secret });
    expect(new Webhook(secret).verify(rawBody, headers)).toEqual({ test: 2432232314 });
  });
});

describe('verifyStandardWebhook', () => {
  it('accepts signatures made by the standardwebhooks library', () => {
    const wh = new Webhook(secret);
    const sentAt = new Date();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': wh.sign(id, sentAt, rawBody),
    };
    expect(verifyStandardWebhook({ rawBody, headers, secret })).toEqual({ test: 2432232314 });
  });

  it('accepts when any of several space-separated signatures matches', () => {
    const { headers, ...rest } = signedAt(VECTOR.timestamp);
    const other = signStandardWebhook({
      id,
      timestamp: VECTOR.timestamp,
      rawBody,
      secret: generateWebhookSecret(),
    });
    const many = `${other['webhook-signature']} v1a,abc ${headers['webhook-signature']}`;
    const input = { ...rest, headers: { ...headers, 'webhook-signature': many } };
    expect(verifyStandardWebhook(input)).toEqual({ test: 2432232314 });
  });

  it('ignores a matching signature under another version', () => {
    const { headers, ...rest } = signedAt(VECTOR.timestamp);
    const v2 = headers['webhook-signature'].replace('v1,', 'v2,');
    const input = { ...rest, headers: { ...headers, 'webhook-signature': v2 } };
    expect(() => verifyStandardWebhook(input)).toThrow('No matching webhook signature');
  });

  it('rejects a wrong secret without naming either secret', () => {
    const other = generateWebhookSecret();
    const input = { ...signedAt(VECTOR.timestamp), secret: other };
    expect(() => verifyStandardWebhook(input)).toThrow(WebhookVerificationError);
    try {
      verifyStandardWebhook(input);
    } catch (error) {
      expect((error as Error).message).not.toContain(other.slice(6, 16));
      expect((error as Error).message).not.toContain(secret.slice(6, 16));
    }
  });

  it('rejects a tampered body and a different message id', () => {
    const input = signedAt(VECTOR.timestamp);
    expect(() => verifyStandardWebhook({ ...input, rawBody: '{"test": 1}' })).toThrow(
      WebhookVerificationError,
    );
    const headers = { ...input.headers, 'webhook-id': 'msg_other' };
    expect(() => verifyStandardWebhook({ ...input, headers })).toThrow(WebhookVerificationError);
  });

  it('rejects timestamps 301 s old and 301 s ahead, accepts exactly 300 s', () => {
    expect(() => verifyStandardWebhook(signedAt(VECTOR.timestamp - 301))).toThrow('too old');
    expect(() => verifyStandardWebhook(signedAt(VECTOR.timestamp + 301))).toThrow('in the future');
    expect(verifyStandardWebhook(signedAt(VECTOR.timestamp - 300))).toEqual({ test: 2432232314 });
    expect(verifyStandardWebhook(signedAt(VECTOR.timestamp + 300))).toEqual({ test: 2432232314 });
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])(
    'rejects a missing %s header',
    (name) => {
      const input = signedAt(VECTOR.timestamp);
      const headers: Record<string, string> = { ...input.headers };
      delete headers[name];
      expect(() => verifyStandardWebhook({ ...input, headers })).toThrow(`Missing ${name} header`);
    },
  );

  it('reads a web Headers object and raw bytes', () => {
    const input = signedAt(VECTOR.timestamp);
    const bytes = new TextEncoder().encode(rawBody);
    const result = verifyStandardWebhook({
      ...input,
      rawBody: bytes,
      headers: new Headers(input.headers),
    });
    expect(result).toEqual({ test: 2432232314 });
  });

  it('rejects a secret that is not base64 without echoing it', () => {
    const input = { ...signedAt(VECTOR.timestamp), secret: 'whsec_not*base64!' };
    expect(() => verifyStandardWebhook(input)).toThrow('Webhook secret is not valid base64');
  });
});

describe('generateWebhookSecret', () => {
  it('returns whsec_ and 24 random bytes in base64, different each time', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(atob(a.slice(6))).toHaveLength(24);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  it('makes secrets the standardwebhooks library can use', () => {
    const fresh = generateWebhookSecret();
    const sentAt = new Date();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(fresh).sign(id, sentAt, rawBody),
    };
    expect(verifyStandardWebhook({ rawBody, headers, secret: fresh })).toEqual({
      test: 2432232314,
    });
  });
});
