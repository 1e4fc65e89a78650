/** The watchdog's started-job reads in the store, on both stores: what is due and who reads it. */
import Database from 'better-sqlite3';
import type { DueJob } from '../../src/store/job-polls-schema';
import { openSqliteStore } from '../../src/store/sqlite';
import type { Store } from '../../src/store/types';
import { event, sqlClient, T0, STORE_KINDS, useFreshStore } from './harness';

const QUIET = 60_000;
const LEASE = 120_000;
const due = (store: Store, now: number) =>
  store.jobPolls.due({ now, quietBefore: now - QUIET, since: now - 86_400_000, limit: 100 });

describe.each(STORE_KINDS)('%s store', (name, makeHarness) => {
  let store: Store;
  const harness = useFreshStore(makeHarness, {
    set: (s) => (store = s),
    get: () => store,
  });

  it('lists a started job once it is quiet, with its kind, until a final event is stored', async () => {
    await store.ingest(event('p1', 'video.started'));
    await store.ingest(event('p2', 'image.started'));
    await store.ingest(event('p2', 'image.completed', T0 + 10));
    expect(await due(store, T0 + QUIET - 1)).toEqual([]);
    expect(await due(store, T0 + QUIET)).toEqual([
      { tenant: 't1', projectId: 'p1', kind: 'video', startedAt: T0, polls: 0, ended: false },
    ]);
    await store.ingest(event('p1', 'video.canceled', T0 + QUIET));
    expect(await due(store, T0 + 2 * QUIET)).toEqual([]);
    expect(await due(store, T0 + 86_400_000 + QUIET)).toEqual([]);
  });

  it('lets exactly one of racing claimers read a job, and hides it until its lease ends', async () => {
    await store.ingest(event('p1', 'video.started'));
    const now = T0 + QUIET;
    const [job] = await due(store, now);
    const other = name === 'postgres' ? await harness.open() : store;
    try {
      const wins = await Promise.all(
        ['a', 'b', 'c', 'd'].map((owner, i) =>
          (i % 2 ? other : store).jobPolls.claim(job!, owner, now, now + LEASE),
        ),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await due(store, now + LEASE - 1)).toEqual([]);
      expect(await due(store, now + LEASE)).toMatchObject([{ projectId: 'p1', polls: 0 }]);
    } finally {
      if (other !== store) await other.close();
    }
  });

  it('takes a read’s settlement only from the claim holder, then lists the job again when due', async () => {
    await store.ingest(event('p1', 'audio.started'));
    const now = T0 + QUIET;
    const [job] = (await due(store, now)) as [DueJob];
    expect(await store.jobPolls.claim(job, 'a', now, now + LEASE)).toBe(true);
    const next = { at: now, nextPollAt: now + 2 * QUIET, finished: false };
    expect(await store.jobPolls.settle(job, 'b', next)).toBe(false);
    expect(await store.jobPolls.settle(job, 'a', next)).toBe(true);
    expect(await due(store, now + 2 * QUIET - 1)).toEqual([]);
    const [again] = (await due(store, now + 2 * QUIET)) as [DueJob];
    expect(again).toMatchObject({ kind: 'audio', polls: 1, ended: false });
    await store.ingest(event('p1', 'audio.completed', now + 3 * QUIET));
    expect(await due(store, now + 4 * QUIET)).toMatchObject([{ projectId: 'p1', ended: true }]);
    await store.jobPolls.finish(again, now + 4 * QUIET);
    expect(await store.jobPolls.claim(again, 'a', now + 5 * QUIET, now + 6 * QUIET)).toBe(false);
    expect(await due(store, now + 5 * QUIET)).toEqual([]);
  });

  it('finishes a job that is not to be read, so it is never listed again', async () => {
    await store.ingest(event('p1', 'video.started'));
    const [job] = (await due(store, T0 + QUIET)) as [DueJob];
    await store.jobPolls.finish(job, T0 + QUIET);
    expect(await due(store, T0 + 10 * QUIET)).toEqual([]);
    expect(await store.jobPolls.claim(job, 'a', T0 + 10 * QUIET, T0 + 11 * QUIET)).toBe(false);
  });

  it('prunes the reads of jobs started before the retention cutoff', async () => {
    await store.ingest(event('p1', 'video.started'));
    const [job] = (await due(store, T0 + QUIET)) as [DueJob];
    await store.jobPolls.finish(job, T0 + QUIET);
    expect(await store.prune(T0 + 1)).toBeGreaterThanOrEqual(1);
    expect(await store.jobPolls.claim(job, 'a', T0 + QUIET, T0 + 2 * QUIET)).toBe(true);
  });

  it('adds the table to a store made before started jobs were read (schema 4)', async () => {
    await store.ingest(event('p1', 'video.started'));
    await store.close();
    if (name === 'postgres') {
      const c = await sqlClient(harness.url());
      await c.rows('DROP TABLE job_polls');
      await c.rows('DELETE FROM relay_schema');
      await c.rows('INSERT INTO relay_schema (version) VALUES (4)');
      await c.end();
      store = await harness.open();
    } else {
      const file = harness.url().slice('sqlite:'.length);
      const db = new Database(file);
      db.exec('DROP TABLE job_polls');
      db.close();
      store = openSqliteStore(file);
    }
    expect(await due(store, T0 + QUIET)).toMatchObject([{ projectId: 'p1', kind: 'video' }]);
  });
});
