/**
 * One call to the relay's API over the injected runtime: bearer token, JSON,
 * retries with the core's backoff (reads and deletes on network errors and the
 * statuses `isRetryableStatus` allows; a subscribe only when nothing was sent,
 * or on 429), and errors by
 * status as `RelayError`, with the token redacted.
 */
import { bearerJsonHeaders, callJson } from '../client/json-call';
import { RelayError } from '../errors';
import type { Runtime } from '../runtime';

export interface RelayClientOptions {
  /** The relay's base URL, e.g. `https://relay.example.com`. */
  baseUrl: string;
  /** The tenant's bearer token for the relay's API. */
  token: string;
  runtime: Runtime;
  /** Retries of reads, deletes and unsent subscribes. Default 2. */
  maxRetries?: number;
  /** Per-request timeout. Default 30 s. */
  timeoutMs?: number;
}

export interface RelayCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, starting with `/v1/`. */
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Answer 404 and 410 (the subscription is gone) instead of throwing. */
  goneOk?: boolean;
  /** A POST that changes nothing when repeated: retried like a read. */
  idempotent?: boolean;
}

/** The answer: its status and parsed JSON body. */
export type RelayAnswer = { status: number; json: unknown };

/** True for the statuses meaning "the relay no longer has it". */
export const isGone = (status: number): boolean => status === 404 || status === 410;

/** A requester bound to one relay and token. */
export function createRelayRequest(options: RelayClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { runtime, token } = options;
  const maxRetries = options.maxRetries ?? 2;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async function request({
    method,
    path,
    body,
    signal,
    goneOk,
    idempotent,
  }: RelayCall): Promise<RelayAnswer> {
    const label = `${method} ${path.split('?')[0]}`;
    const answer = await callJson({
      runtime,
      method,
      url: `${baseUrl}${path}`,
      headers: bearerJsonHeaders(token, 'genservice-core/0.1 (relay)'),
      body,
      signal,
      label,
      timeoutMs,
      maxRetries,
      maxRetryAfterMs: 30_000,
      idempotent,
      answers: goneOk ? isGone : undefined,
      statusError: (status, json, headers) => statusError(status, json, headers, label, token),
      networkMessage: (message) => `Relay ${label}: ${redactToken(message, token)}`,
    });
    return { status: answer.status, json: answer.body };
  };
}

function statusError(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  label: string,
  token: string,
): RelayError {
  const message = (body as { message?: unknown } | undefined)?.message;
  const detail = typeof message === 'string' ? ` - ${message}` : '';
  const text = `Relay ${label} failed: HTTP ${status}${detail}`;
  return new RelayError(status, text, body, headers, label, [token]);
}

const redactToken = (text: string, token: string): string =>
  token ? text.split(token).join('***') : text;
