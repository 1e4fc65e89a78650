/**
 * The service's webhook events: the nine known types, a tolerant parser for
 * both envelopes, and subscription filters with wildcards.
 */
import { projectSchema, type Project } from '../schemas/project';
import { WebhookPayloadError } from '../errors';
import { parseJson } from './checks';

/** Every event the service documents: `{video,image,audio}.{started,completed,errored}`. */
export const EVENT_TYPES = [
  'video.started',
  'video.completed',
  'video.errored',
  'image.started',
  'image.completed',
  'image.errored',
  'audio.started',
  'audio.completed',
  'audio.errored',
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];
/** A documented event type, or any string the service adds later. */
export type EventType = KnownEventType | (string & {});

/**
 * The events that end a watch on one project of `kind`: completed, errored, and `canceled`, which
 * the service never sends but the relay's watchdog emits when it finds the project canceled.
 */
export function finalEventTypes(kind: string): string[] {
  return ['completed', 'errored', 'canceled'].map((action) => `${kind}.${action}`);
}

/** A parsed event. `payload` is the project as `GET /v1/<resource>-projects/{id}` returns it. */
export interface ServiceEvent {
  type: EventType;
  payload: Project;
  /** The part of `type` before the first dot (`video`), the rest after it (`completed`). */
  resource: string;
  action: string;
  /** `<payload.id>:<type>`: the same for every duplicate delivery of one event. */
  dedupeKey: string;
}

/**
 * Parses an event from raw bytes, text or an already-parsed object. Accepts the `payload`
 * envelope and the legacy `object` one (`payload` wins when both are present); unknown types
 * and unknown payload fields are kept. Throws `WebhookPayloadError` when it is not an event.
 */
export function parseEvent(input: string | Uint8Array | object): ServiceEvent {
  const body = typeof input === 'string' || input instanceof Uint8Array ? parseJson(input) : input;
  const envelope = (body ?? {}) as { type?: unknown; payload?: unknown; object?: unknown };
  const type = envelope.type;
  if (typeof type !== 'string' || !type) throw new WebhookPayloadError('Webhook event has no type');
  const parsed = projectSchema.safeParse(envelope.payload ?? envelope.object);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${['payload', ...i.path].join('.')}: ${i.message}`,
    );
    throw new WebhookPayloadError(`Webhook event is malformed: ${issues.join('; ')}`);
  }
  const dot = type.indexOf('.');
  const [resource, action] = dot === -1 ? [type, ''] : [type.slice(0, dot), type.slice(dot + 1)];
  return { type, payload: parsed.data, resource, action, dedupeKey: `${parsed.data.id}:${type}` };
}

/**
 * Whether `type` matches any pattern: `*` matches every type, and a `*` segment matches one
 * dot-separated segment (`video.*`, `*.completed`). Case-insensitive; an empty list matches nothing.
 */
export function matchesEvent(type: string, patterns: readonly string[]): boolean {
  const parts = type.toLowerCase().split('.');
  return patterns.some((pattern) => {
    const want = pattern.trim().toLowerCase().split('.');
    if (want.length === 1 && want[0] === '*') return true;
    return want.length === parts.length && want.every((w, i) => w === '*' || w === parts[i]);
  });
}
