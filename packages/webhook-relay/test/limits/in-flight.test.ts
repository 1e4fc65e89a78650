/**
 * Deliveries in flight per tenant on a real store: one tenant's backlog holds at most its limit
 * of one instance's claims, and the other tenants' deliveries are claimed beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src';
import { limitInFlight } from '../../src/limits';
import type { Store, Subscription } from '../../src/store/types';

const dir = mkdtempSync(join(tmpdir(), 'relay-inflight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sub = (tenant: string, id: string): Subscription => ({
  id,
  tenant,
  url: `https://hooks.example.com/${id}`,
  events: ['*'],
  projectId: null,
  once: false,
  kind: null,
  secret: 'whsec_c3Vic2NyaWJlci1zZWNyZXQ=',
  status: 'active',
  createdAt: 1,
});

async function backlog(store: Store, tenant: string, subs: number, events: number) {
  for (let s = 0; s < subs; s++) await store.createSubscription(sub(tenant, `${tenant}-s${s}`));
  for (let e = 0; e < events; e++)
    await store.ingest({
      tenant,
      dedupeKey: `${tenant}-p${e}:video.completed`,
      type: 'video.completed',
      projectId: `${tenant}-p${e}`,
      payload: { id: `${tenant}-p${e}` },
      receivedAt: 10 + e,
    });
}

const claim = (store: Store, now = 1_000) =>
  store.claimDue({
    now,
    limit: 200,
    owner: 'me',
    leaseMs: 60_000,
    exclude: [],
    perSubscription: 50,
  });
const tenants = (ds: { event: { tenant: string } }[]) =>
  ds.reduce<Record<string, number>>(
    (m, d) => ({ ...m, [d.event.tenant]: (m[d.event.tenant] ?? 0) + 1 }),
    {},
  );

describe('limitInFlight', () => {
  let raw: Store;
  afterEach(() => raw?.close());

  it('claims at most the limit of a flooding tenant (and one for each of its idle subscriptions) and everything of a quiet one', async () => {
    raw = await openStore(`sqlite:${join(dir, 'a.db')}`);
    await backlog(raw, 'noisy', 3, 40);
    await backlog(raw, 'quiet', 1, 2);
    const store = limitInFlight(raw, 5, () => 1_000);
    const first = await claim(store);
    // s0 fills the limit; s1 and s2, holding nothing, still get one each (a hung s0 cannot starve them)
    expect(tenants(first)).toEqual({ noisy: 7, quiet: 2 });
    const noisy = first.filter((d) => d.event.tenant === 'noisy').map((d) => d.subscriptionId);
    expect(noisy.sort()).toEqual([...Array(5).fill('noisy-s0'), 'noisy-s1', 'noisy-s2']);
    expect(store.held('noisy')).toBe(7);
    // released at once: another claimer gets them, nothing of the quiet tenant is left
    expect(tenants(await claim(raw))).toEqual({ noisy: 113 });
  });

  it('never holds more than twice the limit of a tenant, however many subscriptions it has', async () => {
    raw = await openStore(`sqlite:${join(dir, 'c.db')}`);
    await backlog(raw, 'noisy', 12, 3);
    const store = limitInFlight(raw, 4, () => 1_000);
    expect(await claim(store)).toHaveLength(8);
    expect(await claim(store)).toEqual([]);
  });

  it('claims more of a tenant once its deliveries are settled or released', async () => {
    raw = await openStore(`sqlite:${join(dir, 'b.db')}`);
    await backlog(raw, 'noisy', 2, 10);
    const store = limitInFlight(raw, 3, () => 1_000);
    const first = await claim(store);
    // three of s0 (the limit), and one of s1, which held nothing
    expect(first.map((d) => d.subscriptionId)).toEqual([
      'noisy-s0',
      'noisy-s0',
      'noisy-s0',
      'noisy-s1',
    ]);
    expect(await claim(store)).toEqual([]);
    await store.settle({
      id: first[0]!.id,
      subscriptionId: first[0]!.subscriptionId,
      owner: 'me',
      outcome: 'delivered',
      at: 1_000,
      status: 200,
      error: null,
    });
    await store.extendLeases('me', [first[1]!.id], 1_000);
    expect(store.held('noisy')).toBe(2);
    expect(await claim(store)).toHaveLength(1);
    expect(store.held('noisy')).toBe(3);
  });
});
