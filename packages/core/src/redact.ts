/**
 * Redaction for anything that can reach a message, a log line or a printed
 * object: signed URL query strings, bearer tokens and values of secret-named
 * keys never leave the process.
 */

/** The URL without its query string and fragment (signed URLs carry their credentials there). */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}?…`;
}

/** The text with every URL's query string removed and every `Bearer <token>` masked. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text
    .replace(/(https?:\/\/[^\s"'?#]+)[?#][^\s"']*/g, '$1?…')
    .replace(/Bearer\s+[^\s"']+/gi, 'Bearer ***');
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/** Keys whose values are credentials wherever they appear (headers, echoed requests, configs). */
const SECRET_KEY =
  /authorization|cookie|api[-_]?key|token|secret|password|passwd|signature|credential|session/i;

/** Whether a key (header name, JSON property) names a credential. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A copy of a JSON-like value safe to print: string and object values of secret-named keys
 * become `***` (counts such as `max_tokens: 5` stay); every other string is `redactText`-ed
 * (URL queries, bearer tokens, `secrets`). Depth and size are bounded; cycles become `[Circular]`.
 */
export function redactValue(value: unknown, secrets: readonly string[] = []): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return redactText(v, secrets);
    if (typeof v !== 'object' || v === null) return v;
    if (seen.has(v)) return '[Circular]';
    if (depth > 8) return '[…]';
    seen.add(v);
    if (Array.isArray(v)) return v.slice(0, 1000).map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      const masked =
        isSecretKey(key) && ((typeof inner === 'string' && inner !== '') || isObject(inner));
      out[key] = masked ? '***' : walk(inner, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null;

/**
 * A stand-in for a host's error that is safe to print: same name, message
 * redacted, string `code`/`errno`/`syscall` kept, its causes the same way.
 * Everything else (request configs with headers, `input` holding a signed URL) is dropped.
 */
export function redactError(err: unknown, depth = 0): Error {
  if (!(err instanceof Error)) return new Error(redactText(String(err)));
  const safe = new Error(redactText(err.message));
  safe.name = err.name;
  const source = err as Error & Record<string, unknown>;
  for (const key of ['code', 'errno', 'syscall'] as const) {
    const v = source[key];
    if (typeof v === 'string' || typeof v === 'number')
      Object.assign(safe, { [key]: typeof v === 'string' ? redactText(v) : v });
  }
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  if (source.cause !== undefined && depth < 4)
    Object.defineProperty(safe, 'cause', {
      value: redactError(source.cause, depth + 1),
      enumerable: false,
      configurable: true,
      writable: true,
    });
  return safe;
}
