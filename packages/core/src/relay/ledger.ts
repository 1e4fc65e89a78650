/**
 * The relay's idempotency ledger (`/v1/ledger`): durable, shared by every run, host and machine
 * that uses the tenant's relay token, and atomic on the relay's store.
 */
import { RelayError, UnreadableAnswerError, ValidationError } from '../errors';
import type { IdempotencyLedger, LedgerEntry } from '../ledger/types';
import { MAX_KEY_LENGTH } from '../ledger/types';
import { createRelayRequest, isGone, type RelayClientOptions } from './request';
import { relayClaimSchema, relayLedgerEntrySchema, type RelayLedgerEntry } from './schemas';

const toEntry = (e: RelayLedgerEntry): LedgerEntry => ({
  key: e.key,
  fingerprint: e.fingerprint,
  operation: e.operation,
  state: e.state,
  attempt: e.attempt,
  projectId: e.project_id,
  sentAt: e.sent_at,
  updatedAt: e.updated_at,
});

/** `/v1/ledger/<key>`: 1–256 characters; `.` and `..` cannot travel in a URL path. */
function keyPath(key: string, action = ''): string {
  if (key.length < 1 || key.length > MAX_KEY_LENGTH || key === '.' || key === '..')
    throw new ValidationError([
      {
        field: 'key',
        message: `A dedupe key must be 1 to ${MAX_KEY_LENGTH} characters (and not "." or "..")`,
      },
    ]);
  return `/v1/ledger/${encodeURIComponent(key)}${action}`;
}

const unreadable = (label: string) =>
  new UnreadableAnswerError(`The relay answered ${label} without a ledger entry it could read`, {
    request: label,
  });

function hostOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ledger kept by the relay at `options.baseUrl` for the tenant of `options.token`. Reads,
 * settles and releases are retried like reads (repeating them changes nothing); a claim or a
 * retake is never repeated once sent. Errors are `RelayError`, `ConnectionError` or
 * `TimeoutError` with the token redacted; an answer of the wrong shape is `UnreadableAnswerError`.
 */
export function createRelayLedger(options: RelayClientOptions): IdempotencyLedger {
  const request = createRelayRequest(options);
  const host = hostOf(options.baseUrl);
  const entryOf = (json: unknown, label: string): LedgerEntry => {
    const parsed = relayLedgerEntrySchema.safeParse(json);
    if (!parsed.success) throw unreadable(label);
    return toEntry(parsed.data);
  };

  return {
    where: host ? `the relay (${host})` : 'the relay',
    async get(key) {
      const answer = await request({ method: 'GET', path: keyPath(key), goneOk: true });
      return isGone(answer.status) ? undefined : entryOf(answer.json, 'GET /v1/ledger');
    },
    async claim({ key, fingerprint, operation, windowMs }) {
      const { json } = await request({
        method: 'POST',
        path: keyPath(key, '/claim'),
        body: { fingerprint, operation, window_ms: Math.round(windowMs) },
      });
      const parsed = relayClaimSchema.safeParse(json);
      if (!parsed.success) throw unreadable('POST /v1/ledger/claim');
      return { claimed: parsed.data.claimed, entry: toEntry(parsed.data.entry) };
    },
    async retake(key, expectedAttempt) {
      try {
        const { json } = await request({
          method: 'POST',
          path: keyPath(key, '/retake'),
          body: { expected_attempt: expectedAttempt },
        });
        return entryOf(json, 'POST /v1/ledger/retake');
      } catch (error) {
        if (error instanceof RelayError && error.status === 409) return undefined;
        throw error;
      }
    },
    async settle(key, attempt, outcome) {
      const body =
        outcome.state === 'created'
          ? { attempt, state: outcome.state, project_id: outcome.projectId }
          : { attempt, state: outcome.state };
      await request({ method: 'POST', path: keyPath(key, '/settle'), body, idempotent: true });
    },
    async release(key, attempt) {
      const path = `${keyPath(key)}?attempt=${attempt}`;
      await request({ method: 'DELETE', path, goneOk: true });
    },
  };
}
