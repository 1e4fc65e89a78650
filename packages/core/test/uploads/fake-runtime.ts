/** An in-memory runtime that records every request, reads stream bodies fully, and answers from a script. */
import type { Runtime, RuntimeRequest, RuntimeResponse } from '../../src/runtime';
import { isStreamBody } from '../../src/runtime';

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as text (JSON calls) or the bytes read from a stream body. */
  text?: string;
  bytes?: Uint8Array;
  declaredLength?: number;
}

export type Responder = (
  req: Recorded,
  n: number,
) => RuntimeResponse | Error | Promise<RuntimeResponse | Error>;

export function fakeRuntime(respond: Responder): Runtime & { calls: Recorded[]; sleeps: number[] } {
  const calls: Recorded[] = [];
  const sleeps: number[] = [];
  return {
    calls,
    sleeps,
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
    },
    async request(req: RuntimeRequest) {
      const rec: Recorded = { method: req.method, url: req.url, headers: req.headers };
      if (isStreamBody(req.body)) {
        rec.declaredLength = req.body.length;
        const parts: Uint8Array[] = [];
        for await (const chunk of req.body.stream as AsyncIterable<Uint8Array>) parts.push(chunk);
        rec.bytes = concat(parts);
      } else if (typeof req.body === 'string') {
        rec.text = req.body;
      }
      calls.push(rec);
      const out = await respond(rec, calls.length - 1);
      if (out instanceof Error) throw out;
      return out;
    },
  };
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): RuntimeResponse {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    text: JSON.stringify(body),
  };
}

/** An upload-urls answer with one slot per requested item, in order. */
export function uploadUrlsAnswer(rec: Recorded): RuntimeResponse {
  const { items } = JSON.parse(rec.text ?? '{}') as {
    items: { type: string; extension: string }[];
  };
  return json(200, {
    items: items.map((it, i) => ({
      upload_url: `https://storage.test/api-assets/a${i}/f${i}.${it.extension}?X-Amz-Signature=SECRETSIG${i}&X-Amz-Expires=900`,
      expires_at: '2030-01-01T00:00:00Z',
      file_path: `api-assets/a${i}/f${i}.${it.extension}`,
    })),
  });
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
