/**
 * The core's `Runtime` on the one HTTP helper n8n gives credential tests
 * (`helpers.request`, request-promise style; n8n 2.40's CredentialTestContext
 * has no `httpRequest`, which node code should otherwise prefer): text bodies
 * only, every status answered rather than thrown, redirects followed for GET
 * only. No timers: sleeping is n8n-workflow's `sleep`.
 */
import {
  abortableSleep,
  GenServiceError,
  toRuntimeError,
  type Runtime,
  type RuntimeResponse,
} from '@genservice/core/internal';
import { sleep } from 'n8n-workflow';

/** The helpers of n8n's credential test context. */
export interface LegacyHelpers {
  request(options: object): Promise<unknown>;
}

interface FullResponse {
  statusCode: number;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/** A `Runtime` whose requests go through a credential test's `helpers.request`. */
export function legacyRuntime(helpers: LegacyHelpers): Runtime {
  return {
    async request(req): Promise<RuntimeResponse> {
      if (req.responseType === 'stream' || (req.body !== undefined && typeof req.body !== 'string'))
        throw new GenServiceError('A connection test sends text requests only');
      let res: FullResponse;
      try {
        res = (await helpers.request({
          method: req.method,
          uri: req.url,
          headers: req.headers,
          body: req.body,
          json: false,
          simple: false,
          resolveWithFullResponse: true,
          followRedirect: req.method === 'GET',
          timeout: req.timeoutMs,
        })) as FullResponse;
      } catch (err) {
        throw toRuntimeError(err, req);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers ?? {}))
        if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
      return { status: res.statusCode, headers, text: textOf(res.body) };
    },
    sleep: (ms, signal) => abortableSleep(sleep, ms, signal),
    now: () => Date.now(),
  };
}

function textOf(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (ArrayBuffer.isView(body))
    return new TextDecoder().decode(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  return JSON.stringify(body);
}
