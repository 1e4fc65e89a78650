/**
 * Building a nested wire body from flat field values, as form-based hosts
 * (n8n, Zapier) collect them: `{ 'assets.video_file_path': 'x' }` becomes
 * `{ assets: { video_file_path: 'x' } }`.
 */

type Body = Record<string, unknown>;

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Sets `value` at a dotted wire path (`style.prompt`) of `body`, creating
 * intermediate objects. Throws on an empty segment, a prototype key, or when
 * a segment already holds a non-object. Mutates and returns `body`.
 */
export function setPath(body: Body, path: string, value: unknown): Body {
  const segments = path.split('.');
  if (segments.some((s) => s === '' || FORBIDDEN.has(s)))
    throw new Error(`Invalid field path "${path}"`);
  const last = segments.pop() as string;
  let node = body;
  for (const segment of segments) {
    const next = node[segment];
    if (next === undefined) node[segment] = {};
    else if (!isRecord(next))
      throw new Error(
        `Cannot set "${path}": "${segment}" already holds a ${Array.isArray(next) ? 'list' : typeof next}`,
      );
    node = node[segment] as Body;
  }
  node[last] = value;
  return body;
}

/**
 * A new wire body from `[path, value]` pairs or a `{ path: value }` record.
 * Undefined values are left out, so an empty optional field sends nothing;
 * later entries win over earlier ones for the same path.
 */
export function assembleBody(
  entries: Iterable<readonly [string, unknown]> | Record<string, unknown>,
): Body {
  const pairs = isIterable(entries) ? entries : Object.entries(entries);
  const body: Body = {};
  for (const [path, value] of pairs) {
    if (value !== undefined) setPath(body, path, value);
  }
  return body;
}

function isIterable(v: unknown): v is Iterable<readonly [string, unknown]> {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function'
  );
}

function isRecord(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A copy of the plain structure of `value` (objects and arrays); anything else
 * (bytes, Blobs, streams, class instances) is shared, never copied or read.
 */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => clonePlain(v)) as T;
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = clonePlain(v);
    return out as T;
  }
  return value;
}

/**
 * `over` deep-merged onto a copy of `base`: objects merge key by key, anything
 * else in `over` replaces; prototype keys are ignored. Hosts use it to join
 * form fields with a JSON escape hatch.
 */
export function mergeBody(base: Body, over: Body | undefined): Body {
  if (!over) return { ...base };
  const out: Body = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (FORBIDDEN.has(key)) continue;
    const below = out[key];
    out[key] = isRecord(below) && isRecord(value) ? mergeBody(below, value) : value;
  }
  return out;
}
