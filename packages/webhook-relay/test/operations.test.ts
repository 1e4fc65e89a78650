/** Health, readiness, metrics, the OpenAPI document, redacted logs and a draining shutdown. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { openSqliteStore } from '../src/store/sqlite';
import { API_TOKEN, api, INBOUND_SECRET, postEvent, project } from './helpers/events';
import { relayHarness, TENANT } from './helpers/relay';
import { startSink } from './helpers/sink';

describe('relay operations', () => {
  const harness = relayHarness('sqlite');

  it('reports health, readiness and the store kind', async () => {
    const relay = await harness.start();
    expect((await fetch(`${relay.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${relay.url}/readyz`)).json()).toEqual({
      status: 'ready',
      store: 'sqlite',
    });
  });

  it('releases the store when it cannot listen', async () => {
    const relay = await harness.start();
    let closed = false;
    const busy = harness.start({
      port: relay.port,
      wrapStore: (s) => ({ ...s, close: () => ((closed = true), s.close()) }),
    });
    await expect(busy).rejects.toThrow('EADDRINUSE');
    expect(closed).toBe(true);
  });

  it('fails readiness when the store does not answer', async () => {
    const relay = await harness.start({
      wrapStore: (s) => ({ ...s, ping: () => Promise.reject(new Error('gone')) }),
    });
    expect((await fetch(`${relay.url}/readyz`)).status).toBe(503);
  });

  it('exports events in, deliveries by outcome, queue depth and latency for Prometheus', async () => {
    const s = await startSink();
    const relay = await harness.start();
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p2'), {
      secret: 'whsec_wrong',
    });
    await s.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    const text = await (await fetch(`${relay.url}/metrics`)).text();
    expect(text).toContain('relay_events_in_total{outcome="stored"} 1');
    expect(text).toContain('relay_events_in_total{outcome="duplicate"} 1');
    expect(text).toContain('relay_events_in_total{outcome="unauthorized"} 1');
    expect(text).toContain('relay_deliveries_total{outcome="delivered"} 1');
    expect(text).toMatch(/relay_queue_depth 0/);
    expect(text).toMatch(/relay_delivery_latency_seconds_count 1/);
    await s.close();
  });

  it('serves an OpenAPI document describing every route', async () => {
    const relay = await harness.start();
    const doc = await (await fetch(`${relay.url}/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/inbound/{tenant}',
        '/v1/subscriptions',
        '/v1/subscriptions/{id}',
        '/v1/events',
        '/v1/deliveries',
        '/v1/deliveries/{id}/replay',
      ]),
    );
  });

  it('logs JSON lines that never contain tokens or secrets', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const relay = await harness.start({
      quiet: false,
      logLevel: 'debug',
      logDestination: destination,
      retryScheduleMs: [0],
    });
    await api(relay.url, 'POST', '/v1/subscriptions', {
      url: `http://127.0.0.1:1/hook?token=${API_TOKEN}`,
    });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await api(relay.url, 'GET', '/v1/subscriptions', undefined, `bad-${API_TOKEN}`);
    await new Promise((r) => setTimeout(r, 300));
    await relay.close();
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(2);
    lines.forEach((l) => expect(() => JSON.parse(l)).not.toThrow());
    expect(text).toContain('delivery attempt failed');
    expect(text).not.toContain(API_TOKEN);
    expect(text).not.toContain(INBOUND_SECRET);
    expect(text).not.toContain('whsec_');
  });

  it('drains on close: a delivery in flight finishes and is settled before the store closes', async () => {
    const s = await startSink(() => ({ delayMs: 300 }));
    const file = join(mkdtempSync(join(tmpdir(), 'relay-drain-')), 'relay.db');
    const relay = await harness.start({ store: `sqlite:${file}` });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await s.waitFor(1);
    await relay.close();
    await expect(fetch(`${relay.url}/healthz`)).rejects.toThrow();
    const reopened = openSqliteStore(file);
    expect(await reopened.listDeliveries(TENANT.id, { limit: 5 })).toMatchObject([
      { status: 'delivered', attempts: 1 },
    ]);
    await reopened.close();
    await s.close();
  });
});
