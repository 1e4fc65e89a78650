/**
 * How often the watchdog reads a started job, on both stores: again with backoff while it runs,
 * never past the bound, not at all without a service API key; a finished job found by a read
 * recovers its lost event.
 */
import { NotFoundError, type Project, type ProjectKind } from '@genservice/core/internal';
import { nextRead } from '../src/started-jobs';
import { api, postEvent, project } from './helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from './helpers/relay';
import { startSink } from './helpers/sink';

const KEYED = { ...TENANT, serviceApiKey: 'mhk_live_service_key' };
const QUIET = 1_000;
const GIVE_UP = 20_000;

describe('nextRead', () => {
  const job = { tenant: 't', projectId: 'p', kind: 'video', startedAt: 0, polls: 0, ended: false };
  it('doubles the wait after each read and reads last when the bound is reached', () => {
    const o = { quietMs: QUIET, giveUpMs: GIVE_UP };
    expect(nextRead(job, 1, 1_000, o)).toEqual({ nextPollAt: 3_000, finished: false });
    expect(nextRead(job, 2, 3_000, o)).toEqual({ nextPollAt: 7_000, finished: false });
    expect(nextRead(job, 4, 15_000, o)).toEqual({ nextPollAt: GIVE_UP, finished: false });
    expect(nextRead(job, 5, GIVE_UP, o).finished).toBe(true);
  });
});

describe.each(STORE_KINDS)('started-job reads (%s store)', (kind) => {
  const harness = relayHarness(kind);

  async function relayReading(
    status: Record<string, string>,
    tenants: (typeof TENANT)[] = [KEYED],
  ) {
    let now = Date.now();
    const calls: string[] = [];
    const relay = await harness.start({
      tenants,
      now: () => now,
      watchdogQuietMs: QUIET,
      watchdogGiveUpMs: GIVE_UP,
      readProject: async (_t: unknown, k: ProjectKind, id: string) => {
        calls.push(`${k}:${id}@${now - start}`);
        if (!status[id]) throw new NotFoundError(404, 'Not Found', {});
        return project(id, status[id]) as Project;
      },
    });
    const start = now;
    const runAt = async (ms: number) => {
      now = start + ms;
      await relay.watchdog.runOnce();
    };
    return { relay, calls, runAt };
  }

  it('reads a running job again after 2, 4 and 8 quiet periods, last at the bound, then stops', async () => {
    const { relay, calls, runAt } = await relayReading({ p1: 'rendering' });
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    for (let at = 0; at <= 40_000; at += 500) await runAt(at);
    expect(calls).toEqual([
      'video:p1@1000',
      'video:p1@3000',
      'video:p1@7000',
      'video:p1@15000',
      'video:p1@20000',
    ]);
  });

  it('recovers a lost completion found by a read, once, for matching subscriptions', async () => {
    const status: Record<string, string> = { p1: 'rendering' };
    const { relay, calls, runAt } = await relayReading(status);
    const sink = await startSink();
    await api(relay.url, 'POST', '/v1/subscriptions', { url: sink.url, events: ['*.completed'] });
    await postEvent(relay.url, TENANT.id, 'image.started', project('p1', 'rendering'));
    await runAt(1_000);
    status.p1 = 'complete';
    await runAt(3_000);
    const [d] = await sink.waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({ type: 'image.completed', data: { id: 'p1' } });
    const late = await postEvent(relay.url, TENANT.id, 'image.completed', project('p1'));
    expect(late.body.duplicate).toBe(true);
    await runAt(30_000);
    expect(calls).toEqual(['image:p1@1000', 'image:p1@3000']);
    expect(sink.received).toHaveLength(1);
    await sink.close();
  });

  it('reads nothing for a tenant without a service API key', async () => {
    const { relay, calls, runAt } = await relayReading({ p1: 'canceled' }, [TENANT]);
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    for (const at of [1_000, 5_000, 15_000]) await runAt(at);
    expect(calls).toEqual([]);
  });
});
