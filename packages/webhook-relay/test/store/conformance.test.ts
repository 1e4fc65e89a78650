/** One suite, both stores: the behaviour the relay relies on, run on SQLite and on PostgreSQL. */
import type { Settlement, Store } from '../../src/store/types';
import { claimOpts, event, postgresHarness, STORE_KINDS, sub, T0, useFreshStore } from './harness';

describe.each(STORE_KINDS)('%s store', (_name, makeHarness) => {
  let store: Store;
  const harness = useFreshStore(makeHarness, {
    set: (s) => (store = s),
    get: () => store,
  });

  const settle = (id: string, s: Partial<Settlement>, subscriptionId = 's1') =>
    store.settle({
      id,
      subscriptionId,
      owner: 'a',
      outcome: 'delivered',
      at: T0 + 1,
      status: 200,
      error: null,
      ...s,
    });

  it('stores an event once and reports repeats as duplicates of the same event', async () => {
    const [a, b] = await Promise.all([
      store.ingest(event('p1', 'video.completed')),
      store.ingest(event('p1', 'video.completed')),
    ]);
    const c = await store.ingest(event('p1', 'video.completed'));
    expect([a.duplicate, b.duplicate, c.duplicate]).toEqual([false, true, true]);
    expect(new Set([a.eventId, b.eventId, c.eventId]).size).toBe(1);
    expect(await store.recentEvents('t1', { limit: 10 })).toHaveLength(1);
    expect((await store.ingest(event('p1', 'video.started'))).duplicate).toBe(false);
  });

  it('creates deliveries only for active subscriptions whose type and project filters match', async () => {
    await store.createSubscription(sub('s-all'));
    await store.createSubscription(sub('s-done', { events: ['*.completed'] }));
    await store.createSubscription(sub('s-image', { events: ['image.*'] }));
    await store.createSubscription(sub('s-p2', { projectId: 'p2' }));
    await store.createSubscription(sub('s-other-tenant', { tenant: 't2' }));
    const r = await store.ingest(event('p1', 'video.completed'));
    expect(r.deliveries).toBe(2);
    const claimed = await store.claimDue(claimOpts);
    expect(claimed.map((d) => d.subscriptionId).sort()).toEqual(['s-all', 's-done']);
    expect(claimed[0]!.event).toMatchObject({
      type: 'video.completed',
      projectId: 'p1',
      payload: { id: 'p1' },
    });
  });

  it('fires a watch for the first matching event only, and on a cancelation outside its filter', async () => {
    await store.createSubscription(
      sub('w1', { projectId: 'p1', once: true, events: ['*.completed'] }),
    );
    await store.createSubscription(
      sub('w2', { projectId: 'p2', once: true, events: ['*.completed'] }),
    );
    expect((await store.ingest(event('p1', 'video.started'))).deliveries).toBe(0);
    expect((await store.ingest(event('p1', 'video.completed'))).deliveries).toBe(1);
    expect((await store.ingest(event('p1', 'video.errored'))).deliveries).toBe(0);
    expect((await store.getSubscription('t1', 'w1'))?.status).toBe('completed');
    expect((await store.listWatches()).map((w) => w.id)).toEqual(['w2']);
    expect((await store.ingest(event('p2', 'video.canceled'))).deliveries).toBe(1);
    expect(await store.claimDue(claimOpts)).toHaveLength(2);
  });

  it('fires a watch created after its event at once, for the earliest stored event it reaches, and never again', async () => {
    await store.ingest(event('p1', 'video.started', T0));
    await store.ingest(event('p1', 'video.completed', T0 + 5));
    await store.ingest(event('p2', 'video.completed', T0 + 6));
    await store.ingest(event('p3', 'video.canceled', T0 + 7));
    const late = sub('w1', {
      projectId: 'p1',
      once: true,
      events: ['video.*'],
      createdAt: T0 + 10,
    });
    expect(await store.createSubscription(late)).toEqual({ ...late, status: 'completed' });
    const canceled = sub('w3', {
      projectId: 'p3',
      once: true,
      events: ['*.completed'],
      createdAt: T0 + 10,
    });
    expect((await store.createSubscription(canceled)).status).toBe('completed');
    const early = sub('w2', { projectId: 'p2', once: true, events: ['image.*'] });
    expect(await store.createSubscription(early)).toEqual(early);
    expect(await store.createSubscription(sub('s1', { projectId: 'p1' }))).toMatchObject({
      status: 'active',
    });
    expect((await store.getSubscription('t1', 'w1'))?.status).toBe('completed');
    expect((await store.listWatches()).map((w) => w.id)).toEqual(['w2']);
    expect(await store.claimDue({ ...claimOpts, now: T0 + 9 })).toEqual([]);
    const claimed = await store.claimDue({ ...claimOpts, now: T0 + 10 });
    expect(claimed.map((d) => [d.subscriptionId, d.event.type, d.event.projectId]).sort()).toEqual([
      ['w1', 'video.started', 'p1'],
      ['w3', 'video.canceled', 'p3'],
    ]);
    expect((await store.ingest(event('p1', 'video.errored'))).deliveries).toBe(1);
    expect((await store.ingest(event('p1', 'video.started'))).deliveries).toBe(0);
  });

  it('fires, on a duplicate of its stored event, a watch that has not fired (as an earlier relay left it), once', async () => {
    const first = await store.ingest(event('p1', 'video.completed'));
    await harness.seedSubscription(sub('w1', { projectId: 'p1', once: true }));
    await harness.seedSubscription(sub('w2', { projectId: 'p1', once: true, events: ['image.*'] }));
    await store.createSubscription(sub('s1'));
    expect(await store.ingest(event('p1', 'video.completed'))).toEqual({
      duplicate: true,
      eventId: first.eventId,
      deliveries: 1,
    });
    expect((await store.ingest(event('p1', 'video.completed'))).deliveries).toBe(0);
    expect((await store.getSubscription('t1', 'w1'))?.status).toBe('completed');
    expect((await store.getSubscription('t1', 'w2'))?.status).toBe('active');
    expect(await store.claimDue(claimOpts)).toMatchObject([
      { subscriptionId: 'w1', event: { id: first.eventId, type: 'video.completed' } },
    ]);
  });

  it('brings a replayed watch back completed, so it does not fire a second time', async () => {
    await store.createSubscription(sub('w1', { projectId: 'p1', once: true }));
    await store.ingest(event('p1', 'video.started'));
    const [d] = await store.claimDue(claimOpts);
    await settle(d!.id, { outcome: 'disable', status: 410 }, 'w1');
    expect(await store.replay('t1', d!.id, T0 + 10)).toBe(true);
    expect((await store.getSubscription('t1', 'w1'))?.status).toBe('completed');
    expect((await store.ingest(event('p1', 'video.started'))).deliveries).toBe(0);
    expect((await store.ingest(event('p1', 'video.completed'))).deliveries).toBe(0);
    expect(await store.claimDue({ ...claimOpts, now: T0 + 10 })).toMatchObject([{ id: d!.id }]);
  });

  it('leases claimed deliveries until the lease ends, honouring exclusions and the per-subscription bound', async () => {
    await store.createSubscription(sub('s1'));
    await store.createSubscription(sub('s2'));
    for (let i = 0; i < 3; i++) await store.ingest(event(`p${i}`, 'video.completed'));
    expect(
      await store.claimDue({ ...claimOpts, exclude: ['s1'], perSubscription: 2 }),
    ).toHaveLength(2);
    expect(await store.claimDue({ ...claimOpts, exclude: ['s1'] })).toHaveLength(1);
    expect(await store.claimDue({ ...claimOpts, exclude: ['s1'] })).toHaveLength(0);
    expect(await store.claimDue({ ...claimOpts, now: T0 + 60_000 })).toHaveLength(6);
  });

  it('settles deliveries: delivered, retried later, failed, and 410 disabling the subscription', async () => {
    await store.createSubscription(sub('s1'));
    for (let i = 0; i < 4; i++) await store.ingest(event(`p${i}`, 'video.completed'));
    const [d0, d1, d2, d3] = await store.claimDue(claimOpts);
    await settle(d0!.id, { outcome: 'delivered' });
    await settle(d1!.id, {
      outcome: 'retry',
      nextAttemptAt: T0 + 5_000,
      status: 500,
      error: 'Subscriber answered 500',
    });
    await settle(d2!.id, { outcome: 'failed', status: null, error: 'Timed out' });
    expect(await store.queueDepth()).toBe(2);
    expect(await store.claimDue({ ...claimOpts, now: T0 + 4_999 })).toHaveLength(0);
    const [again] = await store.claimDue({ ...claimOpts, now: T0 + 5_000 });
    expect(again).toMatchObject({ id: d1!.id, attempts: 1 });
    const byId = Object.fromEntries(
      (await store.listDeliveries('t1', { limit: 10 })).map((d) => [d.id, d]),
    );
    expect(byId[d0!.id]).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    expect(byId[d2!.id]).toMatchObject({ status: 'failed', lastError: 'Timed out' });
    await settle(d3!.id, { outcome: 'disable', status: 410 });
    expect((await store.getSubscription('t1', 's1'))?.status).toBe('disabled');
    expect(await store.queueDepth()).toBe(0);
    await store.ingest(event('p9', 'video.completed'));
    expect(await store.claimDue({ ...claimOpts, now: T0 + 300_000 })).toHaveLength(0);
  });

  it('ignores a settlement from a claimer whose lease was taken over', async () => {
    await store.createSubscription(sub('s1'));
    await store.ingest(event('p1', 'video.completed'));
    const [d] = await store.claimDue(claimOpts);
    await store.claimDue({ ...claimOpts, owner: 'b', now: T0 + 60_000 });
    await settle(d!.id, { owner: 'a', outcome: 'delivered' });
    expect((await store.listDeliveries('t1', { limit: 1 }))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
  });

  it('extends only the leases its owner still holds on pending deliveries, and releases them with a past end', async () => {
    await store.createSubscription(sub('s1'));
    await store.ingest(event('p1', 'video.completed'));
    await store.ingest(event('p2', 'video.completed'));
    const [d1, d2] = await store.claimDue({ ...claimOpts, leaseMs: 1_000 });
    const ids = [d1!.id, d2!.id];
    expect(await store.extendLeases('a', ids, T0 + 10_000)).toBe(2);
    expect(await store.claimDue({ ...claimOpts, owner: 'b', now: T0 + 5_000 })).toEqual([]);
    expect(await store.extendLeases('b', ids, T0 + 20_000)).toBe(0);
    expect(await store.extendLeases('a', [d1!.id], T0)).toBe(1);
    const taken = await store.claimDue({ ...claimOpts, owner: 'b', now: T0 + 5_000 });
    expect(taken.map((d) => d.id)).toEqual([d1!.id]);
    expect(await store.extendLeases('a', ids, T0 + 30_000)).toBe(1);
    await settle(d1!.id, { owner: 'b', outcome: 'delivered' });
    expect(await store.extendLeases('b', ids, T0 + 30_000)).toBe(0);
    expect(await store.claimDue({ ...claimOpts, owner: 'b', now: T0 + 29_999 })).toEqual([]);
    expect(await store.claimDue({ ...claimOpts, owner: 'b', now: T0 + 30_000 })).toHaveLength(1);
  });

  it('replays a failed delivery from the start and re-enables its subscription', async () => {
    await store.createSubscription(sub('s1'));
    await store.ingest(event('p1', 'video.completed'));
    const [d] = await store.claimDue(claimOpts);
    await settle(d!.id, { outcome: 'disable', status: 410 });
    expect(await store.replay('t2', d!.id, T0 + 10)).toBe(false);
    expect(await store.replay('t1', d!.id, T0 + 10)).toBe(true);
    expect(await store.replay('t1', d!.id, T0 + 10)).toBe(false);
    expect((await store.getSubscription('t1', 's1'))?.status).toBe('active');
    expect(await store.claimDue({ ...claimOpts, now: T0 + 10 })).toMatchObject([
      { id: d!.id, attempts: 0 },
    ]);
  });

  it('deletes a subscription with its pending deliveries, and reads recent events and project activity', async () => {
    await store.createSubscription(sub('s1'));
    await store.ingest(event('p1', 'video.started', T0));
    await store.ingest(event('p1', 'video.completed', T0 + 7));
    expect(await store.deleteSubscription('t2', 's1')).toBe(false);
    const [claimed] = await store.claimDue(claimOpts);
    await settle(claimed!.id, { outcome: 'failed' });
    expect(await store.queueDepth()).toBe(1);
    expect(await store.deleteSubscription('t1', 's1')).toBe(true);
    expect(await store.queueDepth()).toBe(0);
    expect(await store.replay('t1', claimed!.id, T0)).toBe(false);
    expect(await store.listSubscriptions('t1')).toEqual([]);
    expect((await store.recentEvents('t1', { limit: 5 })).map((e) => e.type)).toEqual([
      'video.completed',
      'video.started',
    ]);
    expect(await store.recentEvents('t1', { limit: 5, type: 'video.started' })).toHaveLength(1);
    expect(await store.lastEventAt('t1', 'p1')).toBe(T0 + 7);
    expect(await store.lastEventAt('t1', 'nope')).toBeUndefined();
  });
  it('prunes finished deliveries, then events and completed watches nothing refers to, keeping pending work', async () => {
    await store.createSubscription(sub('s1'));
    await store.createSubscription(sub('w1', { projectId: 'p1', once: true }));
    await store.ingest(event('p1', 'video.completed', T0));
    await store.ingest(event('p2', 'video.completed', T0));
    const claimed = await store.claimDue(claimOpts);
    const p1 = claimed.filter((d) => d.event.projectId === 'p1');
    for (const d of p1) await settle(d.id, { outcome: 'delivered', at: T0 + 1 }, d.subscriptionId);
    expect(await store.prune(T0 + 1)).toBe(0);
    expect(await store.prune(T0 + 2)).toBe(4);
    expect((await store.recentEvents('t1', { limit: 5 })).map((e) => e.projectId)).toEqual(['p2']);
    expect((await store.listSubscriptions('t1')).map((s) => s.id)).toEqual(['s1']);
    expect(await store.queueDepth()).toBe(1);
    expect((await store.ingest(event('p2', 'video.completed'))).duplicate).toBe(true);
  });
});

describe('postgres store shared by two relay instances', () => {
  const harness = postgresHarness();
  afterAll(() => harness.done());

  it('claims disjoint deliveries from concurrent instances (FOR UPDATE SKIP LOCKED)', async () => {
    const a = await harness.open();
    const b = await harness.open();
    await a.createSubscription(sub('s1'));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a : b).ingest(event(`p${i}`, 'video.completed')),
      ),
    );
    const ids: string[] = [];
    for (let round = 0; round < 20; round++) {
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? a : b).claimDue({
            ...claimOpts,
            owner: `o${i}`,
            limit: 30,
            perSubscription: 1000,
          }),
        ),
      );
      ids.push(...claims.flat().map((d) => d.id));
      if (!claims.flat().length) break;
    }
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    await a.close();
    await b.close();
  });

  it('never lets a watch miss an event ingested by another instance while the watch is created', async () => {
    await harness.reset();
    const a = await harness.open();
    const b = await harness.open();
    const rounds = 12;
    const perRound = 25;
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        Array.from({ length: perRound }, (_, i) => {
          const p = `p${round}-${i}`;
          const watch = () =>
            b.createSubscription(sub(`w${round}-${i}`, { projectId: p, once: true }));
          const ingest = () => a.ingest(event(p, 'video.completed'));
          return i % 2 ? Promise.all([ingest(), watch()]) : Promise.all([watch(), ingest()]);
        }),
      );
    }
    const n = rounds * perRound;
    expect(await a.listWatches()).toEqual([]);
    const deliveries = await a.listDeliveries('t1', { limit: 10 * n });
    expect(deliveries).toHaveLength(n);
    expect(new Set(deliveries.map((d) => d.subscriptionId)).size).toBe(n);
    await a.close();
    await b.close();
  });
});
