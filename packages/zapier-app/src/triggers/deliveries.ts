/**
 * Relay deliveries as trigger output: Standard Webhooks signature checked on
 * the raw body with the subscription's secret, the `{ type, timestamp, data }`
 * envelope unwrapped to the project, and the event type and time added.
 */
import {
  PROJECT_KINDS,
  WebhookVerificationError,
  projectSchema,
  verifyStandardWebhook,
  type ProjectKind,
} from '@genservice/core';
import type { Bundle } from 'zapier-platform-core';
import { projectOutput, type ProjectOutput } from '../outputs';

const KINDS: readonly ProjectKind[] = PROJECT_KINDS;

/** A trigger item: the project's output fields plus `event_type` and `event_timestamp`. */
export type EventOutput = ProjectOutput & { event_type: string; event_timestamp: string | null };

/** The output for one event envelope, or undefined when it is not a project event of a known kind. */
export function eventOutput(envelope: unknown): EventOutput | undefined {
  const e = (envelope ?? {}) as {
    type?: unknown;
    timestamp?: unknown;
    data?: unknown;
    payload?: unknown;
    object?: unknown;
  };
  if (typeof e.type !== 'string') return undefined;
  const kind = e.type.split('.')[0] as ProjectKind;
  const project = projectSchema.safeParse(e.data ?? e.payload ?? e.object);
  if (!KINDS.includes(kind) || !project.success) return undefined;
  const timestamp =
    typeof e.timestamp === 'string' || typeof e.timestamp === 'number' ? String(e.timestamp) : null;
  return { ...projectOutput(kind, project.data), event_type: e.type, event_timestamp: timestamp };
}

/** Clock skew accepted between the relay's signature timestamp and now. */
const TOLERANCE_SEC = 300;

/**
 * True only when the delivery in `bundle` carries a valid, fresh signature for
 * the subscription's secret: no secret, no raw body or a bad signature all
 * fail. Header names arrive from Zapier as `Http-Webhook-Id` and the like; both
 * that form and the plain one are accepted.
 */
export function isAuthentic(bundle: Bundle): boolean {
  const secret = (bundle.subscribeData as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== 'string' || !secret) return false;
  const raw = bundle.rawRequest;
  if (!raw || typeof raw.content !== 'string') return false;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers ?? {}))
    headers[name.toLowerCase().replace(/^http-/, '')] = String(value);
  try {
    verifyStandardWebhook({ rawBody: raw.content, headers, secret, toleranceSec: TOLERANCE_SEC });
    return true;
  } catch (err) {
    if (err instanceof WebhookVerificationError) return false;
    throw err;
  }
}
