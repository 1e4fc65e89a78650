import * as core from '@genservice/core';
import { WebhookPayloadError } from '../../src/errors';
import { EVENT_TYPES, finalEventTypes, matchesEvent, parseEvent } from '../../src/webhooks/events';

const completed = {
  type: 'video.completed',
  payload: {
    id: 'cm2fphlo3000dmfhu8m0dh63z',
    status: 'complete',
    credits_charged: 300,
    downloads: [
      {
        url: 'https://cdn.example/out.mp4?X-Amz-Signature=abc',
        expires_at: '2024-10-20T05:16:19Z',
      },
    ],
    new_field: { nested: true },
  },
};

describe('EVENT_TYPES', () => {
  it('lists the nine documented events', () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      ['video', 'image', 'audio']
        .flatMap((r) => ['started', 'completed', 'errored'].map((a) => `${r}.${a}`))
        .sort(),
    );
  });
});

describe('parseEvent', () => {
  it('reads the payload envelope, keeping unknown payload fields', () => {
    const event = parseEvent(JSON.stringify(completed));
    expect(event).toMatchObject({
      type: 'video.completed',
      resource: 'video',
      action: 'completed',
    });
    expect(event.payload.credits_charged).toBe(300);
    expect(event.payload.downloads[0]?.url).toContain('out.mp4');
    expect((event.payload as Record<string, unknown>).new_field).toEqual({ nested: true });
  });

  it('reads the legacy object envelope', () => {
    const legacy = {
      type: 'video.started',
      object: { id: 'v1', status: 'rendering', total_frame_cost: 300, download: null },
    };
    const event = parseEvent(legacy);
    expect(event).toMatchObject({
      type: 'video.started',
      action: 'started',
      dedupeKey: 'v1:video.started',
    });
    expect(event.payload.total_frame_cost).toBe(300);
    expect(event.payload.downloads).toEqual([]);
  });

  it('prefers payload when both envelopes are present', () => {
    const both = {
      type: 'image.errored',
      payload: { id: 'new', status: 'error' },
      object: { id: 'old', status: 'error' },
    };
    expect(parseEvent(both).payload.id).toBe('new');
  });

  it('parses UTF-8 bytes', () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ type: 'audio.completed', payload: { id: 'é', status: 'complete' } }),
    );
    expect(parseEvent(bytes).dedupeKey).toBe('é:audio.completed');
  });

  it('keeps unknown event types and statuses', () => {
    const event = parseEvent({ type: 'video.queued', payload: { id: 'x', status: 'waiting' } });
    expect(event).toMatchObject({ type: 'video.queued', resource: 'video', action: 'queued' });
    expect(event.payload.status).toBe('waiting');
  });

  it('gives duplicate deliveries one dedupe key and different events different keys', () => {
    const again = parseEvent(JSON.stringify(completed, null, 2));
    expect(again.dedupeKey).toBe('cm2fphlo3000dmfhu8m0dh63z:video.completed');
    expect(parseEvent(completed).dedupeKey).toBe(again.dedupeKey);
    expect(parseEvent({ ...completed, type: 'video.started' }).dedupeKey).not.toBe(again.dedupeKey);
  });

  it('rejects malformed JSON without echoing the body', () => {
    const error = (() => {
      try {
        parseEvent('{"type":"video.completed","secret-ish":');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(WebhookPayloadError);
    expect(error).toBeInstanceOf(core.GenServiceError);
    expect(error?.message).not.toContain('secret-ish');
  });

  it.each([
    ['no type', { payload: { id: 'a', status: 'complete' } }],
    ['no payload', { type: 'video.completed' }],
    ['a payload without id', { type: 'video.completed', payload: { status: 'complete' } }],
    ['a JSON array', [1, 2]],
  ])('rejects an envelope with %s', (_what, input) => {
    expect(() => parseEvent(input)).toThrow(WebhookPayloadError);
  });
});

describe('matchesEvent', () => {
  it.each([
    ['video.completed', ['*'], true],
    ['video.completed', ['video.*'], true],
    ['image.completed', ['video.*'], false],
    ['audio.completed', ['*.completed'], true],
    ['audio.errored', ['*.completed'], false],
    ['image.started', ['video.started', 'image.started'], true],
    ['image.started', ['image.start'], false],
    ['video', ['video.*'], false],
    ['Video.Completed', [' video.completed '], true],
    ['video.completed', [], false],
  ] as const)('%s against %j is %s', (type, patterns, expected) => {
    expect(matchesEvent(type, patterns)).toBe(expected);
  });
});

describe('package entry', () => {
  it('exports the webhook API from @genservice/core', () => {
    for (const name of [
      'verifyServiceWebhook',
      'signServiceWebhook',
      'verifyStandardWebhook',
      'signStandardWebhook',
      'generateWebhookSecret',
      'parseEvent',
      'matchesEvent',
      'EVENT_TYPES',
    ]) {
      expect(core).toHaveProperty(name);
    }
  });
});

describe('finalEventTypes', () => {
  it('lists the events that end a watch, including the relay-only canceled', () => {
    expect(finalEventTypes('image')).toEqual([
      'image.completed',
      'image.errored',
      'image.canceled',
    ]);
    expect(finalEventTypes('video').every((t) => matchesEvent(t, ['video.*']))).toBe(true);
  });
});
