/** `/v1/ledger` over HTTP: core's relay ledger on both stores, tenants, tokens and refused input. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRelayLedger, type IdempotencyLedger } from '@genservice/core/internal';
import { createNodeRuntime } from '@genservice/core/node';
import { describeLedgerConformance } from '../../../core/test/support/ledger-conformance';
import { startRelay, type RunningRelay } from '../../src';
import { API_TOKEN, api } from '../helpers/events';
import { createTestDatabase } from '../helpers/postgres';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';

const OTHER = {
  id: 'other',
  inboundSecret: 'whsec_other_secret',
  apiToken: 'other-token-0123456789',
};
const dir = mkdtempSync(join(tmpdir(), 'relay-ledger-api-'));
let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A relay on a store of its own kind that lives for a whole describe block (not one test). */
async function relayOn(kind: string, store?: string): Promise<RunningRelay> {
  db ??= kind === 'postgres' ? await createTestDatabase() : undefined;
  return startRelay({
    port: 0,
    host: '127.0.0.1',
    store: store ?? (db ? db.url : `sqlite:${join(dir, `${Math.random()}.db`)}`),
    tenants: [TENANT, OTHER],
    quiet: true,
  });
}
const ledgerOf = (relay: RunningRelay, token = API_TOKEN): IdempotencyLedger =>
  createRelayLedger({ baseUrl: relay.url, token, runtime: createNodeRuntime() });

describe.each(STORE_KINDS)('the relay ledger over HTTP (%s store)', (kind) => {
  describeLedgerConformance(`createRelayLedger on a ${kind} relay`, async () => {
    const relay = await relayOn(kind);
    return { ledger: ledgerOf(relay), close: () => relay.close() };
  });
});

describe('two relays on one PostgreSQL database', () => {
  it('give a key raced through both to exactly one claimer', async () => {
    const [a, b] = [await relayOn('postgres'), await relayOn('postgres', db!.url)];
    try {
      const ledgers = [ledgerOf(a), ledgerOf(b)];
      for (let round = 0; round < 5; round++) {
        const key = `race-${Date.now()}-${round}`;
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            ledgers[i % 2]!.claim({
              key,
              fingerprint: `fp${i}`,
              operation: 'lip-sync',
              windowMs: 60_000,
            }),
          ),
        );
        expect(results.filter((r) => r.claimed)).toHaveLength(1);
        expect(new Set(results.map((r) => r.entry.fingerprint)).size).toBe(1);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the ledger API', () => {
  const harness = relayHarness('sqlite');
  const claimBody = { fingerprint: 'f'.repeat(64), operation: 'face-swap', window_ms: 60_000 };

  it('answers the documented statuses and snake_case entries', async () => {
    const relay = await harness.start();
    const path = `/v1/ledger/${encodeURIComponent('sku/42 ✓')}`;
    expect(await api(relay.url, 'GET', path)).toEqual({
      status: 404,
      body: { message: 'No entry for this key' },
    });
    const first = await api(relay.url, 'POST', `${path}/claim`, claimBody);
    expect(first).toEqual({
      status: 201,
      body: {
        claimed: true,
        entry: {
          key: 'sku/42 ✓',
          fingerprint: claimBody.fingerprint,
          operation: 'face-swap',
          state: 'pending',
          attempt: 1,
          project_id: null,
          sent_at: expect.any(Number),
          updated_at: expect.any(Number),
        },
      },
    });
    expect(await api(relay.url, 'POST', `${path}/claim`, claimBody)).toEqual({
      status: 200,
      body: first.body && { ...first.body, claimed: false },
    });
    const settled = await api(relay.url, 'POST', `${path}/settle`, {
      attempt: 1,
      state: 'created',
      project_id: 'proj_1',
    });
    expect(settled.status).toBe(204);
    expect((await api(relay.url, 'GET', path)).body).toMatchObject({
      state: 'created',
      project_id: 'proj_1',
    });
    const retaken = await api(relay.url, 'POST', `${path}/retake`, { expected_attempt: 1 });
    expect(retaken).toMatchObject({
      status: 200,
      body: { attempt: 2, state: 'pending', project_id: null },
    });
    expect(await api(relay.url, 'POST', `${path}/retake`, { expected_attempt: 1 })).toEqual({
      status: 409,
      body: { message: 'The key is no longer at attempt 1' },
    });
    expect((await api(relay.url, 'DELETE', `${path}?attempt=2`)).status).toBe(204);
    expect((await api(relay.url, 'GET', path)).status).toBe(404);
  });

  it.each<[string, string, string, unknown, RegExp]>([
    [
      'a key over 256 characters',
      'GET',
      `/v1/ledger/${'k'.repeat(257)}`,
      undefined,
      /key must be at most 256/,
    ],
    ['a key with a NUL character', 'GET', '/v1/ledger/a%00b', undefined, /must not contain .*NUL/],
    ['a path that is not UTF-8', 'GET', '/v1/ledger/%E0%A4%A', undefined, /not valid URL encoding/],
    [
      'a claim without a body',
      'POST',
      '/v1/ledger/k/claim',
      undefined,
      /fingerprint must be a string; operation must be a string; window_ms must be a number/,
    ],
    [
      'a body that is not JSON',
      'POST',
      '/v1/ledger/k/claim',
      '{"fingerprint":',
      /body must be a JSON object/,
    ],
    [
      'a claim body that is an array',
      'POST',
      '/v1/ledger/k/claim',
      [1],
      /body must be a JSON object/,
    ],
    [
      'a claim without a fingerprint',
      'POST',
      '/v1/ledger/k/claim',
      { operation: 'o', window_ms: 1 },
      /fingerprint must be a string/,
    ],
    [
      'a negative window',
      'POST',
      '/v1/ledger/k/claim',
      { ...claimBody, window_ms: -1 },
      /window_ms must not be negative/,
    ],
    [
      'a window in days',
      'POST',
      '/v1/ledger/k/claim',
      { ...claimBody, window_ms: '30d' },
      /window_ms must be a number/,
    ],
    [
      'a window over 365 days',
      'POST',
      '/v1/ledger/k/claim',
      { ...claimBody, window_ms: 4e10 },
      /at most 31536000000 \(365 days\)/,
    ],
    [
      'a NUL in the operation',
      'POST',
      '/v1/ledger/k/claim',
      { ...claimBody, operation: 'a\u0000' },
      /operation must not contain NUL/,
    ],
    [
      'an attempt of 0',
      'POST',
      '/v1/ledger/k/retake',
      { expected_attempt: 0 },
      /expected_attempt must be at least 1/,
    ],
    [
      'a fractional attempt',
      'POST',
      '/v1/ledger/k/settle',
      { attempt: 1.5, state: 'unknown' },
      /attempt must be a whole number/,
    ],
    [
      'an attempt past 32 bits',
      'POST',
      '/v1/ledger/k/retake',
      { expected_attempt: 2 ** 40 },
      /expected_attempt is too large/,
    ],
    [
      'an unknown state',
      'POST',
      '/v1/ledger/k/settle',
      { attempt: 1, state: 'done' },
      /state must be created or unknown/,
    ],
    [
      'created without a project',
      'POST',
      '/v1/ledger/k/settle',
      { attempt: 1, state: 'created' },
      /project_id is required when state is created/,
    ],
    ['a release without its attempt', 'DELETE', '/v1/ledger/k', undefined, /attempt must be given/],
    [
      'a release of attempt "abc"',
      'DELETE',
      '/v1/ledger/k?attempt=abc',
      undefined,
      /attempt must be given/,
    ],
  ])(
    'answers 400 to %s, saying what is wrong, and keeps nothing',
    async (_what, method, path, body, message) => {
      const relay = await harness.start();
      const res = await fetch(`${relay.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
      expect((await api(relay.url, 'GET', '/v1/ledger/k')).status).toBe(404);
    },
  );

  it('refuses every ledger route without the tenant’s token', async () => {
    const relay = await harness.start();
    const routes: [string, string, unknown][] = [
      ['GET', '/v1/ledger/k', undefined],
      ['POST', '/v1/ledger/k/claim', claimBody],
      ['POST', '/v1/ledger/k/retake', { expected_attempt: 1 }],
      ['POST', '/v1/ledger/k/settle', { attempt: 1, state: 'unknown' }],
      ['DELETE', '/v1/ledger/k?attempt=1', undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(relay.url, method, path, body, 'not-the-token-0123456789')).status).toBe(
        401,
      );
      expect((await fetch(`${relay.url}${path}`, { method })).status).toBe(401);
    }
    expect((await api(relay.url, 'GET', '/v1/ledger/k')).status).toBe(404);
  });

  it('keeps tenants apart: another tenant neither sees nor changes a key', async () => {
    const relay = await harness.start({ tenants: [TENANT, OTHER] });
    const [mine, theirs] = [ledgerOf(relay), ledgerOf(relay, OTHER.apiToken)];
    const input = { key: 'sku-1', fingerprint: 'a', operation: 'face-swap', windowMs: 60_000 };
    const { entry } = await mine.claim(input);
    expect(await theirs.get('sku-1')).toBeUndefined();
    expect(await theirs.retake('sku-1', 1)).toBeUndefined();
    await theirs.settle('sku-1', 1, { state: 'created', projectId: 'proj_theirs' });
    await theirs.release('sku-1', 1);
    expect(await mine.get('sku-1')).toEqual(entry);
    expect(await theirs.claim({ ...input, fingerprint: 'b' })).toMatchObject({
      claimed: true,
      entry: { fingerprint: 'b', attempt: 1 },
    });
    expect(await mine.get('sku-1')).toEqual(entry);
  });
});
