/**
 * The sandbox's answers held against spec/openapi-latest.json: the account,
 * saved items, the translator's create and video project, and error bodies
 * match the documented response schemas (required fields, types, enums,
 * nullability), and every documented path is routed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sandbox } from '../src/index';
import { call, pollUntil, sandbox } from './helpers';

type Schema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Responses = Record<string, { content?: Record<string, { schema: Schema }> }>;
const oas = JSON.parse(
  readFileSync(path.join(__dirname, '../../../spec/openapi-latest.json'), 'utf8'),
) as { paths: Record<string, Record<string, { responses: Responses }>> };

const schemaOf = (p: string, method: string, status: string) =>
  oas.paths[p]![method]!.responses[status]!.content!['application/json']!.schema;

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** Every way `value` breaks `schema`, as `path: problem` lines (unknown extra fields allowed). */
function violations(schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.anyOf) {
    const fits = schema.anyOf.some((s) => violations(s, value, at).length === 0);
    return fits ? [] : [`${at}: matches no anyOf branch`];
  }
  if (value === null) return schema.nullable || schema.type === 'null' ? [] : [`${at}: null`];
  const t = typeOf(value);
  const want = schema.type;
  if (want && t !== want && !(want === 'number' && t === 'integer'))
    return [`${at}: ${t} instead of ${want}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${String(value)} not in enum`];
  const out: string[] = [];
  if (t === 'object') {
    const obj = value as Record<string, unknown>;
    for (const r of schema.required ?? []) if (!(r in obj)) out.push(`${at}.${r}: missing`);
    for (const [k, s] of Object.entries(schema.properties ?? {}))
      if (obj[k] !== undefined) out.push(...violations(s, obj[k], `${at}.${k}`));
  }
  if (t === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) =>
      out.push(...violations(schema.items!, v, `${at}[${i}]`)),
    );
  return out;
}

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

describe('sandbox conformance with spec/openapi-latest.json', () => {
  it('checks what it should: a planted wrong type, a missing field and a bad enum are caught', () => {
    const account = schemaOf('/v1/account', 'get', '200');
    expect(violations(account, { id: 1, tier: 'gold', credits: 3, subscription: null })).toEqual([
      '$.email: missing',
      '$.id: integer instead of string',
      '$.tier: gold not in enum',
    ]);
  });

  it('routes every documented path (nothing answers 404 for a missing route)', async () => {
    for (const [p, item] of Object.entries(oas.paths)) {
      const concrete = p.replace('{id}', 'unknown-id');
      for (const method of Object.keys(item)) {
        const res = await call(
          sb,
          method.toUpperCase(),
          concrete,
          method === 'post' ? {} : undefined,
        );
        const missingRoute = res.status === 404 && !p.includes('{id}');
        expect({ path: p, method, missingRoute }).toEqual({ path: p, method, missingRoute: false });
      }
    }
  });

  it('answers GET /v1/account as documented, for a free and a paid account', async () => {
    const free = await call(sb, 'GET', '/v1/account');
    expect(violations(schemaOf('/v1/account', 'get', '200'), free.body)).toEqual([]);
    await call(sb, 'PUT', '/_sandbox/account', {
      tier: 'creator',
      subscription: {
        name: 'Creator',
        status: 'active',
        price: { amount: 1500, currency: 'usd' },
        discount: { percent_off: 10, amount_off: null },
        billing_interval: 'year',
        current_period_end: '2027-01-01T00:00:00.000Z',
        cancel_at_period_end: true,
      },
    });
    const paid = await call(sb, 'GET', '/v1/account');
    expect(violations(schemaOf('/v1/account', 'get', '200'), paid.body)).toEqual([]);
  });

  it('answers GET /v1/saved-items as documented', async () => {
    await call(sb, 'POST', '/_sandbox/saved-items', {
      type: 'character',
      media: ['IMAGE', 'VIDEO'],
    });
    const { body } = await call(sb, 'GET', '/v1/saved-items');
    expect(body.items).toHaveLength(1);
    expect(violations(schemaOf('/v1/saved-items', 'get', '200'), body)).toEqual([]);
  });

  it('creates the translator as a documented video job that completes as VIDEO_TRANSLATOR', async () => {
    const created = await call(sb, 'POST', '/v1/ai-video-translator', {
      end_seconds: 12,
      target_language: 'Chinese (Traditional)',
      assets: { video_file_path: 'https://cdn.example.com/talk.mp4' },
    });
    expect(created.status).toBe(200);
    expect(violations(schemaOf('/v1/ai-video-translator', 'post', '200'), created.body)).toEqual(
      [],
    );
    const done = await pollUntil(sb, `/v1/video-projects/${created.body.id}`, (p) =>
      ['complete', 'error'].includes(p.status),
    );
    expect(done).toMatchObject({ status: 'complete', type: 'VIDEO_TRANSLATOR' });
    expect(violations(schemaOf('/v1/video-projects/{id}', 'get', '200'), done)).toEqual([]);
  });

  it('answers errors as documented {code, message} bodies', async () => {
    const long = await call(sb, 'POST', '/v1/ai-video-translator', {
      end_seconds: 45,
      target_language: 'Spanish',
      assets: { video_file_path: 'https://cdn.example.com/talk.mp4' },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/must be 1 to 30 seconds long, got 45/);
    const cases: [string, string, string, Reply][] = [
      ['/v1/ai-video-translator', 'post', '400', long],
      ['/v1/account', 'get', '401', await call(sb, 'GET', '/v1/account', undefined, null)],
      [
        '/v1/video-projects/{id}',
        'get',
        '404',
        await call(sb, 'GET', '/v1/video-projects/unknown-id'),
      ],
    ];
    for (const [p, method, status, reply] of cases) {
      expect(String(reply.status)).toBe(status);
      expect(violations(schemaOf(p, method, status), reply.body)).toEqual([]);
    }
    await call(sb, 'PUT', '/_sandbox/credits', { credits: 0 });
    const broke = await call(sb, 'POST', '/v1/photo-colorizer', {
      assets: { image_file_path: 'https://cdn.example.com/old.jpg' },
    });
    expect(broke.status).toBe(402);
    expect(violations(schemaOf('/v1/photo-colorizer', 'post', '402'), broke.body)).toEqual([]);
    expect(broke.body.code).toBe('insufficient_credits');
  });
});

type Reply = Awaited<ReturnType<typeof call>>;
