/** The watchdog ends quiet watches by polling the service, on both stores. */
import { NotFoundError, type Project, type ProjectKind } from '@genservice/core';
import { api, postEvent, project } from './helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from './helpers/relay';
import { startSink } from './helpers/sink';

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

  it('ends a watch on a canceled project (which sends no webhook) once the project is quiet', async () => {
    let now = Date.now();
    const s = await startSink();
    const service = fakeService({
      p1: { kind: 'video', project: project('p1', 'canceled') as Project },
    });
    const relay = await harness.start({
      tenants: [KEYED],
      now: () => now,
      readProject: service.read,
      watchdogQuietMs: 60_000,
    });
    const watch = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: s.url,
      events: ['*.completed'],
      project_id: 'p1',
      once: true,
    });
    now += 59_999;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual([]);
    now += 1;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual(['video:p1']);
    const [d] = await s.waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({
      type: 'video.canceled',
      data: { id: 'p1', status: 'canceled' },
    });
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${watch.body.id}`)).body.status).toBe(
      'completed',
    );
    await s.close();
  });

  it('recovers a lost completion for every matching subscriber; the late real webhook is a duplicate', async () => {
    let now = Date.now();
    const s = await startSink();
    const other = await startSink();
    const service = fakeService({
      i1: { kind: 'image', project: project('i1', 'complete') as Project },
    });
    const relay = await harness.start({
      tenants: [KEYED],
      now: () => now,
      readProject: service.read,
      watchdogQuietMs: 1_000,
    });
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: s.url,
      events: ['*'],
      project_id: 'i1',
      once: true,
    });
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: other.url,
      events: ['image.completed'],
    });
    now += 1_000;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual(['video:i1', 'image:i1']);
    await Promise.all([s.waitFor(1), other.waitFor(1)]);
    const late = await postEvent(relay.url, TENANT.id, 'image.completed', project('i1'));
    expect(late.body.duplicate).toBe(true);
    await Promise.all([s.close(), other.close()]);
  });

  it('keeps watching a project that is still running, and polls it again only after another quiet period', async () => {
    let now = Date.now();
    const service = fakeService({
      p1: { kind: 'video', project: project('p1', 'rendering') as Project },
    });
    const relay = await harness.start({
      tenants: [KEYED],
      now: () => now,
      readProject: service.read,
      watchdogQuietMs: 1_000,
    });
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://hooks.example.com/w',
      events: ['video.*'],
      project_id: 'p1',
      once: true,
    });
    now += 1_000;
    await relay.watchdog.runOnce();
    now += 500;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual(['video:p1']);
    await postEvent(relay.url, TENANT.id, 'image.started', project('other', 'rendering'));
    now += 500;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual(['video:p1', 'video:p1']);
    expect((await relay.store.listWatches()).length).toBe(1);
  });

  it('polls nothing for a tenant without a service API key', async () => {
    let now = Date.now();
    const service = fakeService({});
    const relay = await harness.start({
      now: () => now,
      readProject: service.read,
      watchdogQuietMs: 1_000,
    });
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://hooks.example.com/w',
      project_id: 'p1',
      once: true,
    });
    now += 10_000;
    await relay.watchdog.runOnce();
    expect(service.calls).toEqual([]);
  });
});
