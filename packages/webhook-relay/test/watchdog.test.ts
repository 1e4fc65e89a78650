/** The watchdog ends quiet watches by polling the service, on both stores. */
import { NotFoundError, type Project, type ProjectKind } from '@genservice/core/internal';
import { api, postEvent, project } from './helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from './helpers/relay';
import { startSink } from './helpers/sink';
import { postgresHarness, sqliteHarness } from './store/harness';

const KEYED = { ...TENANT, serviceApiKey: 'mhk_live_service_key' };

describe.each(STORE_KINDS)('watchdog (%s store)', (kind) => {
  const harness = relayHarness(kind);

  function fakeService(projects: Record<string, { kind: ProjectKind; project: Project }>) {
    const calls: string[] = [];
    const read = async (_tenant: unknown, k: ProjectKind, id: string) => {
      calls.push(`${k}:${id}`);
      const found = projects[id];
      if (!found || found.kind !== k) throw new NotFoundError(404, 'Not Found', {});
      return found.project;
    };
    return { calls, read };
  }

  /** A relay whose watchdog reads `projects` from a fake service; `runAfter(ms)` moves its clock and runs the watchdog. */
  async function watchedRelay(
    projects: Record<string, { kind: ProjectKind; project: Project }>,
    watchdogQuietMs: number,
    tenants: (typeof TENANT)[] = [KEYED],
    store?: string,
  ) {
    let now = Date.now();
    const service = fakeService(projects);
    const relay = await harness.start({
      ...(store ? { store } : {}),
      tenants,
      now: () => now,
      readProject: service.read,
      watchdogQuietMs,
    });
    const runAfter = async (ms: number) => {
      now += ms;
      await relay.watchdog.runOnce();
    };
    return { relay, service, runAfter };
  }

  /** Subscribes `url` to one event of project `id` (`once`). */
  const watch = (relayUrl: string, url: string, id: string, events?: string[]) =>
    api(relayUrl, 'POST', '/v1/subscriptions', { url, events, project_id: id, once: true });

  it('ends a watch on a canceled project (which sends no webhook) once the project is quiet', async () => {
    const s = await startSink();
    const { relay, service, runAfter } = await watchedRelay(
      { p1: { kind: 'video', project: project('p1', 'canceled') as Project } },
      60_000,
    );
    const watched = await watch(relay.url, s.url, 'p1', ['*.completed']);
    await runAfter(59_999);
    expect(service.calls).toEqual([]);
    await runAfter(1);
    expect(service.calls).toEqual(['video:p1']);
    const [d] = await s.waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({
      type: 'video.canceled',
      data: { id: 'p1', status: 'canceled' },
    });
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${watched.body.id}`)).body.status).toBe(
      'completed',
    );
    await s.close();
  });

  it('recovers a lost completion for every matching subscriber; the late real webhook is a duplicate', async () => {
    const s = await startSink();
    const other = await startSink();
    const { relay, service, runAfter } = await watchedRelay(
      { i1: { kind: 'image', project: project('i1', 'complete') as Project } },
      1_000,
    );
    await watch(relay.url, s.url, 'i1', ['*']);
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: other.url,
      events: ['image.completed'],
    });
    await runAfter(1_000);
    expect(service.calls).toEqual(['video:i1', 'image:i1']);
    await Promise.all([s.waitFor(1), other.waitFor(1)]);
    const late = await postEvent(relay.url, TENANT.id, 'image.completed', project('i1'));
    expect(late.body.duplicate).toBe(true);
    await Promise.all([s.close(), other.close()]);
  });

  it('fires a watch that has not fired although its event is stored (as an earlier relay could leave it)', async () => {
    const s = await startSink();
    const stores = kind === 'sqlite' ? sqliteHarness() : postgresHarness();
    await (await stores.open()).close();
    const { relay, runAfter } = await watchedRelay(
      { p1: { kind: 'video', project: project('p1', 'complete') as Project } },
      1_000,
      [KEYED],
      stores.url(),
    );
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await stores.seedSubscription({
      id: 'sub_unfired',
      tenant: TENANT.id,
      url: s.url,
      events: ['*.completed'],
      projectId: 'p1',
      once: true,
      kind: 'video',
      secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
      status: 'active',
      createdAt: Date.now(),
    });
    await runAfter(5_000);
    const [d] = await s.waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({ type: 'video.completed', data: { id: 'p1' } });
    expect((await api(relay.url, 'GET', '/v1/subscriptions/sub_unfired')).body.status).toBe(
      'completed',
    );
    await runAfter(5_000);
    expect(s.received).toHaveLength(1);
    await relay.close();
    await Promise.all([s.close(), stores.done()]);
  });

  it('keeps watching a project that is still running, and polls it again only after another quiet period', async () => {
    const { relay, service, runAfter } = await watchedRelay(
      { p1: { kind: 'video', project: project('p1', 'rendering') as Project } },
      1_000,
    );
    await watch(relay.url, 'https://hooks.example.com/w', 'p1', ['video.*']);
    await runAfter(1_000);
    await runAfter(500);
    expect(service.calls).toEqual(['video:p1']);
    await postEvent(relay.url, TENANT.id, 'image.started', project('other', 'rendering'));
    await runAfter(500);
    expect(service.calls).toEqual(['video:p1', 'video:p1']);
    expect((await relay.store.listWatches()).length).toBe(1);
  });

  it('polls nothing for a tenant without a service API key', async () => {
    const { relay, service, runAfter } = await watchedRelay({}, 1_000, [TENANT]);
    await watch(relay.url, 'https://hooks.example.com/w', 'p1');
    await runAfter(10_000);
    expect(service.calls).toEqual([]);
  });
});
