/**
 * Generated bad input for every relay route: malformed paths and queries, every method, broken
 * and wrong-typed JSON bodies, and raw requests no client library would send. Deterministic.
 */
import { openApiDocument } from '../../src';

export interface BadRequest {
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** A small seeded generator, so a failure names a case that comes back on the next run. */
export function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_SEGMENTS = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  '%%',
  '%00',
  '%0D%0Aset-cookie:x',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '..',
  '%2E%2E%2F%2E%2E',
  '%2F',
  'a'.repeat(4000),
  '%F0%9F%98%80',
  '%7F',
  'x%20y',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Each documented path with every parameter replaced by each bad segment, under every method. */
export function badPaths(random: () => number): BadRequest[] {
  const templates = Object.keys(openApiDocument().paths as Record<string, unknown>);
  const out: BadRequest[] = [];
  for (const template of templates) {
    const segments = template.includes('{') ? BAD_SEGMENTS : [''];
    for (const segment of segments) {
      const path = template.replace(/\{[^}]+\}/g, segment);
      for (const method of METHODS) out.push({ method, path });
      out.push({ method: 'GET', path: `${path}?limit=%ZZ&status=%00&type=${'*'.repeat(500)}` });
    }
  }
  const odd = ['/', '//v1/subscriptions', '/v1//subscriptions', '/v1/subscriptions/', '/V1/EVENTS'];
  odd.push('/v1/inbound/', '/v1/inbound/acme/extra', '/v1/ledger/', '/v1/ledger/k/claim/x', '/%');
  odd.push('/v1/events?limit=-1', '/v1/events?limit=1e999', '/v1/deliveries?status=bogus');
  odd.push('/v1/deliveries?limit=abc&subscription_id=%ZZ', '/v1/events?type=%0A');
  odd.push('/v1/deliveries?subscription_id=%00', '/v1/deliveries?subscription_id=%E0%A4%A');
  for (const path of odd) for (const method of METHODS) out.push({ method, path });
  for (let i = 0; i < 100; i++) {
    const bytes = Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
      Math.floor(random() * 256),
    );
    const junk = bytes.map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
    const template = templates[Math.floor(random() * templates.length)]!;
    out.push({ method: METHODS[i % METHODS.length]!, path: template.replace(/\{[^}]+\}/g, junk) });
  }
  return out;
}

const TEXT = [null, 0, 1.5, true, [], {}, '', 'x'.repeat(5000), 'a\u0000b'];
const WHOLE = [null, -1, 1.5, 2 ** 53, 1e308, '1', '', true, [], {}];
const json = (v: unknown) => JSON.stringify(v);

/** A route's valid body, its required fields, and values each field must refuse. */
const ROUTES: [string, Record<string, unknown>, string[], Record<string, unknown[]>][] = [
  [
    '/v1/subscriptions',
    { url: 'https://hooks.example.com/x', events: ['video.*'] },
    ['url'],
    {
      url: [
        ...TEXT,
        ' ',
        'https://hooks.example.com:0/',
        'https://h.example.com:65536/',
        'ftp://h/',
      ],
      events: [null, 'video.*', [], [1], [''], ['nope'], [null], [{}], {}, true],
      project_id: [0, '', [], {}, true, 'x'.repeat(300), '\r\n'],
      once: ['yes', 1, [], true],
      kind: ['x', 1, '', []],
    },
  ],
  [
    '/v1/ledger/k/claim',
    { fingerprint: 'f', operation: 'op', window_ms: 1000 },
    ['fingerprint', 'operation', 'window_ms'],
    { fingerprint: TEXT, operation: TEXT, window_ms: WHOLE },
  ],
  [
    '/v1/ledger/k/retake',
    { expected_attempt: 1 },
    ['expected_attempt'],
    { expected_attempt: [...WHOLE, 0, 2 ** 31] },
  ],
  [
    '/v1/ledger/k/settle',
    { attempt: 1, state: 'unknown' },
    ['attempt', 'state'],
    { attempt: [...WHOLE, 0], state: [...TEXT, 'created', 'done'], project_id: [0, '', [], {}] },
  ],
];

/** Non-JSON and non-object bodies on every POST route; missing and wrong fields on the JSON routes. */
export function badBodies(): BadRequest[] {
  const raw = ['{', '}', 'null', '[]', '"text"', '1', 'true', '{"a":', '['.repeat(5000)];
  const out: BadRequest[] = [];
  const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
  for (const [template, methods] of Object.entries(paths)) {
    if (!('post' in methods)) continue;
    const path = template.replace(/\{[^}]+\}/g, 'k');
    for (const body of raw) out.push({ method: 'POST', path, body });
    out.push({ method: 'POST', path, body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
    out.push({ method: 'POST', path, body: json({ pad: 'x'.repeat(70_000) }) });
  }
  for (const [path, valid, required, wrong] of ROUTES) {
    for (const field of required) {
      const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
      out.push({ method: 'POST', path, body: json(rest) });
    }
    for (const [field, values] of Object.entries(wrong))
      for (const value of values)
        out.push({ method: 'POST', path, body: json({ ...valid, [field]: value }) });
  }
  for (const q of ['', '?attempt=abc', '?attempt=0', '?attempt=1.5', '?attempt=-1', '?attempt=%ZZ'])
    out.push({ method: 'DELETE', path: `/v1/ledger/k${q}` });
  return out;
}
