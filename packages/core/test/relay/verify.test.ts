import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_TOLERANCE_SEC,
  WebhookPayloadError,
  WebhookVerificationError,
  generateWebhookSecret,
  signServiceWebhook,
  verifyDelivery,
} from '@genservice/core';

const NOW = 1_780_000_000;
const secret = generateWebhookSecret();
const project = { id: 'cm-1', status: 'complete', downloads: [{ url: 'https://x/a.mp4' }] };
const rawBody = JSON.stringify({
  type: 'video.completed',
  timestamp: '2026-05-28T20:26:40.000Z',
  data: project,
});

/** Headers as the standardwebhooks reference library signs them. */
function signed(body = rawBody, at = NOW, key = secret, id = 'dlv_1') {
  const signature = new Webhook(key).sign(id, new Date(at * 1000), body);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(at),
    'webhook-signature': signature,
  };
}

describe('verifyDelivery (relay deliveries)', () => {
  it('accepts what the reference library signs and unwraps the event', () => {
    expect(verifyDelivery({ rawBody, headers: signed(), secret, nowSec: NOW })).toEqual({
      type: 'video.completed',
      kind: 'video',
      action: 'completed',
      timestamp: '2026-05-28T20:26:40.000Z',
      job: project,
      id: 'dlv_1',
    });
  });

  it('accepts the raw body as bytes', () => {
    const bytes = new TextEncoder().encode(rawBody);
    expect(verifyDelivery({ rawBody: bytes, headers: signed(), secret, nowSec: NOW }).job.id).toBe(
      'cm-1',
    );
  });

  it.each([
    ['no secret is stored', { secret: '' }],
    ['the secret is missing', { secret: undefined }],
    ['the raw body is missing', { rawBody: undefined }],
    ['the raw body is empty', { rawBody: '' }],
    ['the body was re-serialized', { rawBody: JSON.stringify(JSON.parse(rawBody), null, 1) }],
    ['another secret signed it', { secret: generateWebhookSecret() }],
    ['there is no signature at all', { headers: {} }],
    ['the headers are missing', { headers: undefined }],
  ])('fails closed when %s', (_case, override) => {
    const call = () =>
      verifyDelivery({ rawBody, headers: signed(), secret, nowSec: NOW, ...override });
    expect(call).toThrow(WebhookVerificationError);
  });

  it('allows exactly WEBHOOK_TOLERANCE_SEC of clock skew either way, and no more', () => {
    expect(WEBHOOK_TOLERANCE_SEC).toBe(300);
    const at = (skew: number) => () =>
      verifyDelivery({ rawBody, headers: signed(rawBody, NOW + skew), secret, nowSec: NOW });
    expect(at(300)).not.toThrow();
    expect(at(-300)).not.toThrow();
    expect(at(301)).toThrow(WebhookVerificationError);
    expect(at(-301)).toThrow(WebhookVerificationError);
  });

  it('rejects a verified body that is not an event with WebhookPayloadError', () => {
    const body = JSON.stringify({ hello: 'world' });
    expect(() =>
      verifyDelivery({ rawBody: body, headers: signed(body), secret, nowSec: NOW }),
    ).toThrow(WebhookPayloadError);
  });

  it('never puts the secret in its messages', () => {
    try {
      verifyDelivery({ rawBody, headers: signed(), secret: `${secret}x`, nowSec: NOW });
    } catch (err) {
      expect((err as Error).message).not.toContain(secret.slice(6, 20));
    }
  });

  it('refuses a service-signed delivery when pinned to the relay scheme', () => {
    const body = JSON.stringify({ type: 'video.completed', payload: project });
    const headers = signServiceWebhook({ rawBody: body, secret, now: NOW * 1000 });
    expect(() =>
      verifyDelivery({ rawBody: body, headers, secret, nowSec: NOW, scheme: 'relay' }),
    ).toThrow(WebhookVerificationError);
  });
});

describe('verifyDelivery (the service’s own webhooks)', () => {
  const dashboardSecret = 'whsec_dashboard_secret';
  const body = JSON.stringify({ type: 'image.errored', payload: { id: 'i-1', status: 'error' } });

  it('recognises the service signature and returns the same event shape', () => {
    const headers = signServiceWebhook({ rawBody: body, secret: dashboardSecret, now: NOW * 1000 });
    expect(
      verifyDelivery({ rawBody: body, headers, secret: dashboardSecret, nowSec: NOW }),
    ).toEqual({
      type: 'image.errored',
      kind: 'image',
      action: 'errored',
      timestamp: new Date(NOW * 1000).toISOString(),
      job: { id: 'i-1', status: 'error', downloads: [] },
      id: 'i-1:image.errored',
    });
  });

  it('fails closed on a tampered body', () => {
    const headers = signServiceWebhook({ rawBody: body, secret: dashboardSecret, now: NOW * 1000 });
    expect(() =>
      verifyDelivery({
        rawBody: body.replace('errored', 'completed'),
        headers,
        secret: dashboardSecret,
        nowSec: NOW,
      }),
    ).toThrow(WebhookVerificationError);
  });
});

describe('verifyDelivery (headers as Zapier passes them)', () => {
  it('reads Http-Webhook-Id style names as the plain Standard Webhooks headers', () => {
    const zapierStyle = Object.fromEntries(
      Object.entries(signed()).map(([k, v]) => [
        `Http-${k.replace(/(^|-)(\w)/g, (m) => m.toUpperCase())}`,
        v,
      ]),
    );
    expect(Object.keys(zapierStyle)).toContain('Http-Webhook-Id');
    expect(verifyDelivery({ rawBody, headers: zapierStyle, secret, nowSec: NOW }).id).toBe('dlv_1');
  });
});
