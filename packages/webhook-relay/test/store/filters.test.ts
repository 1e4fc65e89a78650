/** Subscription filters at ingest, on both stores: an unmatched event creates no delivery row. */
import type { Store } from '../../src/store/types';
import { claimOpts, event, STORE_KINDS, sub, useFreshStore } from './harness';

const withProject = (id: string, type: string, name: string) => ({
  ...event(id, 'video.completed'),
  payload: { id, status: 'complete', type, name },
});

describe.each(STORE_KINDS)('%s store filters', (_name, makeHarness) => {
  let store: Store;
  useFreshStore(makeHarness, {
    set: (s) => (store = s),
    get: () => store,
  });

  it('delivers each event only to the subscriptions whose tool, name and creator filters it passes', async () => {
    await store.createSubscription(sub('s-all'));
    await store.createSubscription(sub('s-swap', { filters: { tools: ['FACE_SWAP'] } }));
    await store.createSubscription(sub('s-promo', { filters: { name_contains: 'PROMO' } }));
    await store.createSubscription(sub('s-clip', { filters: { name_starts_with: 'clip' } }));
    await store.createSubscription(sub('s-wf1', { filters: { created_by: 'wf1' } }));
    await store.createSubscription(
      sub('s-wf1-sync', { filters: { created_by: 'wf1', tools: ['LIP_SYNC'] } }),
    );
    const counts = [];
    for (const e of [
      withProject('p1', 'FACE_SWAP', 'Summer promo'),
      withProject('p2', 'LIP_SYNC', 'Clip for TikTok'),
      withProject('p3', 'LIP_SYNC', '[wf1] Clip of the day'),
      withProject('p4', 'TEXT_TO_VIDEO', '[wf2] promo reel'),
      withProject('p5', 'FACE_SWAP', 'wf1 not a tag'),
    ])
      counts.push((await store.ingest(e)).deliveries);
    expect(counts).toEqual([3, 2, 4, 2, 2]);
    const claimed = await store.claimDue(claimOpts);
    const got = (id: string) =>
      claimed
        .filter((d) => d.subscriptionId === id)
        .map((d) => d.event.projectId)
        .sort();
    expect(got('s-all')).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(got('s-swap')).toEqual(['p1', 'p5']);
    expect(got('s-promo')).toEqual(['p1', 'p4']);
    expect(got('s-clip')).toEqual(['p2', 'p3']); // names are compared past the creator tag
    expect(got('s-wf1')).toEqual(['p3']);
    expect(got('s-wf1-sync')).toEqual(['p3']);
    expect(await store.listDeliveries('t1', { limit: 100 })).toHaveLength(13);
  });

  it('keeps a subscription filtered after reading it back, and a watch fires only for a passing event', async () => {
    await store.createSubscription(sub('s-f', { filters: { tools: ['FACE_SWAP'] } }));
    expect((await store.getSubscription('t1', 's-f'))?.filters).toEqual({ tools: ['FACE_SWAP'] });
    await store.createSubscription(sub('s-old'));
    expect((await store.getSubscription('t1', 's-old'))?.filters).toBeNull();
    await store.ingest(withProject('p9', 'LIP_SYNC', '[other] x'));
    const watch = await store.createSubscription(
      sub('w', { projectId: 'p9', once: true, filters: { created_by: 'mine' } }),
    );
    expect(watch.status).toBe('active');
    expect((await store.listDeliveries('t1', { subscriptionId: 'w', limit: 10 })).length).toBe(0);
  });
});
