import { GenServiceError, WebhookPayloadError, WebhookVerificationError } from '../../src/errors';
import { signServiceWebhook, verifyServiceWebhook } from '../../src/webhooks/service';

/** The signing example from the service's webhook OpenAPI (legacy `object` envelope). */
const OAS_BODY =
  '{"type":"video.started","object":{"id":"cm2fphlo3000dmfhu8m0dh63z","name":"Video","status":"rendering","type":"TEXT_TO_VIDEO","created_at":"2024-10-19T05:16:19.027Z","width":720,"height":1280,"total_frame_cost":300,"start_seconds":0,"end_seconds":5,"fps":30,"download":null}}';
const OAS_TS = 1729314984;
/** Computed independently (Python hmac) with the secret `whsec_abc123` used as-is. */
const OAS_SIGNATURE = 'a68992475a2f382f4adfb0be302b110818f1f97f4ea99b333cbc191211f60a7e';

const secret = 'whsec_abc123';
const now = OAS_TS * 1000;
const body =
  '{"type": "video.completed", "payload": {"id": "p1", "status": "complete", "downloads": []}}';

function signed(rawBody = body, timestamp = OAS_TS) {
  return { rawBody, headers: signServiceWebhook({ rawBody, secret, timestamp }), secret, now };
}

function rejection(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('verifyServiceWebhook', () => {
  it('accepts the service documentation example signed with the secret including whsec_', () => {
    const headers = {
      'magic-hour-event-signature': OAS_SIGNATURE,
      'magic-hour-event-timestamp': String(OAS_TS),
    };
    const event = verifyServiceWebhook({ rawBody: OAS_BODY, headers, secret, now });
    expect(event.type).toBe('video.started');
    expect(event.payload.id).toBe('cm2fphlo3000dmfhu8m0dh63z');
  });

  it('signs exactly as the service does', () => {
    expect(signServiceWebhook({ rawBody: OAS_BODY, secret, timestamp: OAS_TS })).toEqual({
      'magic-hour-event-signature': OAS_SIGNATURE,
      'magic-hour-event-timestamp': String(OAS_TS),
    });
  });

  it('does not strip the whsec_ prefix from the key', () => {
    const headers = signServiceWebhook({ rawBody: body, secret: 'abc123', timestamp: OAS_TS });
    expect(() => verifyServiceWebhook({ rawBody: body, headers, secret, now })).toThrow(
      WebhookVerificationError,
    );
  });

  it('accepts raw bytes as well as text', () => {
    const bytes = new TextEncoder().encode(body);
    expect(verifyServiceWebhook({ ...signed(), rawBody: bytes }).dedupeKey).toBe(
      'p1:video.completed',
    );
  });

  it('rejects a tampered body', () => {
    const input = { ...signed(), rawBody: body.replace('complete"', 'error"') };
    expect(() => verifyServiceWebhook(input)).toThrow('Webhook signature does not match');
  });

  it('rejects re-serialized JSON: the raw bytes are what is signed', () => {
    const input = { ...signed(), rawBody: JSON.stringify(JSON.parse(body)) };
    expect(() => verifyServiceWebhook(input)).toThrow(WebhookVerificationError);
  });

  it('rejects a wrong secret without naming either secret', () => {
    const error = rejection(() => verifyServiceWebhook({ ...signed(), secret: 'whsec_other' }));
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toBeInstanceOf(GenServiceError);
    expect(error.message).not.toMatch(/whsec|abc123|other/);
  });

  it('rejects a timestamp 301 s old and 301 s ahead', () => {
    expect(() => verifyServiceWebhook(signed(body, OAS_TS - 301))).toThrow('too old');
    expect(() => verifyServiceWebhook(signed(body, OAS_TS + 301))).toThrow('in the future');
  });

  it('accepts a timestamp exactly 300 s old or ahead', () => {
    expect(verifyServiceWebhook(signed(body, OAS_TS - 300)).type).toBe('video.completed');
    expect(verifyServiceWebhook(signed(body, OAS_TS + 300)).type).toBe('video.completed');
  });

  it('honours a custom tolerance', () => {
    expect(() => verifyServiceWebhook({ ...signed(body, OAS_TS - 11), toleranceSec: 10 })).toThrow(
      'too old',
    );
  });

  it.each(['magic-hour-event-signature', 'magic-hour-event-timestamp'])(
    'rejects a missing %s header',
    (name) => {
      const input = signed();
      const headers: Record<string, string> = { ...input.headers };
      delete headers[name];
      expect(() => verifyServiceWebhook({ ...input, headers })).toThrow(`Missing ${name} header`);
    },
  );

  it.each([
    ['signature', { 'magic-hour-event-signature': 'zz'.repeat(32) }],
    ['signature', { 'magic-hour-event-signature': OAS_SIGNATURE.slice(2) }],
    ['timestamp', { 'magic-hour-event-timestamp': '1729314984.5' }],
    ['timestamp', { 'magic-hour-event-timestamp': 'yesterday' }],
  ])('rejects a malformed %s header', (what, override) => {
    const input = signed();
    const headers = { ...input.headers, ...override };
    expect(() => verifyServiceWebhook({ ...input, headers })).toThrow(
      `Malformed magic-hour-event-${what}`,
    );
  });

  it('reads headers in any case, as arrays, or from a web Headers object', () => {
    const { headers, ...rest } = signed();
    const sig = headers['magic-hour-event-signature'];
    const ts = headers['magic-hour-event-timestamp'];
    const mixed = {
      'Magic-Hour-Event-Signature': [sig.toUpperCase()],
      'MAGIC-HOUR-EVENT-TIMESTAMP': ts,
    };
    expect(verifyServiceWebhook({ ...rest, headers: mixed }).type).toBe('video.completed');
    expect(verifyServiceWebhook({ ...rest, headers: new Headers(headers) }).type).toBe(
      'video.completed',
    );
  });

  it('rejects two different signature values sent as an array', () => {
    const { headers, ...rest } = signed();
    const sig = headers['magic-hour-event-signature'];
    const doubled = { ...headers, 'magic-hour-event-signature': [sig, OAS_SIGNATURE] };
    expect(() => verifyServiceWebhook({ ...rest, headers: doubled })).toThrow(
      WebhookVerificationError,
    );
  });

  it('rejects an empty secret', () => {
    expect(() => verifyServiceWebhook({ ...signed(), secret: '' })).toThrow(
      'Webhook secret is empty',
    );
  });

  it('reports a verified body that is not an event as a payload error', () => {
    expect(() => verifyServiceWebhook(signed('[1,2]'))).toThrow(WebhookPayloadError);
  });

  it('timestamps a signature with the injected clock by default', () => {
    const headers = signServiceWebhook({ rawBody: body, secret, now: 1_700_000_000_999 });
    expect(headers['magic-hour-event-timestamp']).toBe('1700000000');
  });
});
