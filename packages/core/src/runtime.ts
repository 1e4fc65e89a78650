/**
 * The host's I/O, injected into the core. The core itself never touches the
 * network, the file system, timers or `process`; every host (Node, n8n, Zapier)
 * supplies one of these.
 */

/** A request body whose length is known up front, streamed rather than buffered. */
export interface StreamBody {
  stream: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;
  length: number;
}

export type RequestBody = string | Uint8Array | StreamBody;

export interface RuntimeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
  signal?: AbortSignal;
  /** Abort (and reject with `TimeoutError`) when no response arrives in this many ms. */
  timeoutMs?: number;
  /** `text` buffers the response body; `stream` hands it back unread. Default `text`. */
  responseType?: 'text' | 'stream';
  /** Called with the cumulative number of body bytes sent. */
  onUploadProgress?: (sentBytes: number) => void;
}

export interface RuntimeResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as text when `responseType` was `text`. */
  text?: string;
  /** The unread body when `responseType` was `stream`. */
  stream?: AsyncIterable<Uint8Array>;
}

/**
 * Host I/O. `request` must reject with `ConnectionError` (setting
 * `requestSent: false` only when no byte can have reached the server) or
 * `TimeoutError`, and must never follow redirects for non-GET methods.
 */
export interface Runtime {
  request(req: RuntimeRequest): Promise<RuntimeResponse>;
  /** Resolves after `ms`, or rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Milliseconds since the epoch. */
  now(): number;
  /** A number in [0, 1) for jitter; `Math.random` when absent. */
  random?(): number;
}

/** True when the body is a streamed body with a known length. */
export function isStreamBody(body: RequestBody | undefined): body is StreamBody {
  return typeof body === 'object' && body !== null && 'stream' in body && 'length' in body;
}
