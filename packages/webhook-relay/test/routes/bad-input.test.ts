/** Generated bad input over every relay route: never a 5xx, nothing stored, nothing delivered. */
import { request } from 'node:http';
import { connect } from 'node:net';
import { signServiceWebhook } from '@genservice/core/internal';
import { api, API_TOKEN, INBOUND_SECRET } from '../helpers/events';
import { badBodies, badPaths, seeded, type BadRequest } from '../helpers/malformed';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink, type Sink } from '../helpers/sink';

function send(base: string, c: BadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${c.path}`, {
      method: c.method,
      headers: { authorization: `Bearer ${API_TOKEN}`, ...c.headers },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Writes `text` on a raw connection; the status the server answered, or 0 when it only closed. */
function sendRaw(base: string, text: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.end(text, 'latin1'));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

const H = 'Host: relay\r\n';
const AUTH = `Authorization: Bearer ${API_TOKEN}\r\n`;
const RAW = [
  `FOO /v1/events HTTP/1.1\r\n${H}\r\n`,
  `G@T /v1/events HTTP/1.1\r\n${H}\r\n`,
  `GET /v1/events HTTP/1.1\r\n${H}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  `GET /v1/events HTTP/1.1\r\n${H}X-Bad: a\u0000b\r\n\r\n`,
  `POST /v1/subscriptions HTTP/1.1\r\n${H}${AUTH}Content-Length: abc\r\n\r\n{}`,
  `POST /v1/subscriptions HTTP/1.1\r\n${H}${AUTH}Content-Length: -1\r\n\r\n{}`,
  `POST /v1/subscriptions HTTP/1.1\r\n${H}${AUTH}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`,
  `POST /v1/subscriptions HTTP/1.1\r\n${H}${AUTH}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  `GET /v1/events HTTP/1.1\r\n${H}Authorization: Bearer ${'x'.repeat(10_000)}\r\n\r\n`,
  `GET /v1/events HTTP/1.1\r\n${H}Authorization: Bearer t\u00ff\u00fe\r\n\r\n`,
  `GET /v1/events HTTP/1.1\r\n${H}Authorization: Basic Zm9vOmJhcg==\r\n\r\n`,
  `GET http://elsewhere.example/v1/events HTTP/1.1\r\n${H}${AUTH}\r\n`,
  `OPTIONS * HTTP/1.1\r\n${H}\r\n`,
  `GET /v1/events\u0000 HTTP/1.1\r\n${H}\r\n`,
  `GET /v1/ledger/a b HTTP/1.1\r\n${H}${AUTH}\r\n`,
  `GET /v1/events HTTP/9.9\r\n${H}\r\n`,
  `GET /v1/events\r\n\r\n`,
  `\r\n\r\n\r\n`,
  `POST /v1/ledger/k/claim HTTP/1.1\r\n${H}${AUTH}Content-Length: 40\r\n\r\n{"fingerprint":`,
];

/** Inbound requests the service never sends: unsigned, wrongly signed, signed but not an event. */
function badInbound(): BadRequest[] {
  const path = `/v1/inbound/${TENANT.id}`;
  const signed = (body: string, secret = INBOUND_SECRET): BadRequest => ({
    method: 'POST',
    path,
    body,
    headers: {
      'content-type': 'application/json',
      ...signServiceWebhook({ rawBody: body, secret }),
    },
  });
  const event = JSON.stringify({ type: 'video.completed', payload: { id: 'p1' } });
  const bodies = ['{', '[]', 'null', '{"type":1}', '{"type":"video.completed"}'];
  bodies.push(
    '{"type":"video.completed","payload":{}}',
    '{"type":"video.completed","payload":{"id":5}}',
  );
  bodies.push('{"type":"video.completed","payload":"p1"}', `{"type":"${'x'.repeat(5000)}"}`);
  return [
    { method: 'POST', path, body: event },
    signed(event, 'whsec_someone_else'),
    { ...signed(event), headers: { ...signed(event).headers, 'magic-hour-event-timestamp': 'x' } },
    ...bodies.map((b) => signed(b)),
  ];
}

describe.each(STORE_KINDS)('bad input on every route (%s store)', (kind) => {
  const harness = relayHarness(kind);
  const sinks: Sink[] = [];
  afterEach(() => Promise.all(sinks.splice(0).map((s) => s.close())));

  it('answers hundreds of malformed requests below 500, stores nothing and delivers nothing', async () => {
    const sink = await startSink();
    sinks.push(sink);
    const lines: { level: string; msg: string }[] = [];
    const relay = await harness.start({
      allowPrivateSubscribers: ['127.0.0.1/32'],
      quiet: false,
      logLevel: 'warn',
      logDestination: { write: (l: string) => void lines.push(JSON.parse(l)) },
    });
    const baseline = await api(relay.url, 'POST', '/v1/subscriptions', { url: sink.url });
    expect(baseline.status).toBe(201);
    const cases = [...badPaths(seeded(11)), ...badBodies(), ...badInbound()];
    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += 16)
      await Promise.all(
        cases.slice(i, i + 16).map(async (c) => {
          const status = await send(relay.url, c);
          if (status >= 500)
            failures.push(
              `${status} ${c.method} ${c.path.slice(0, 100)} ${String(c.body ?? '').slice(0, 80)}`,
            );
        }),
      );
    for (const text of RAW) {
      const status = await sendRaw(relay.url, text);
      if (status >= 500) failures.push(`${status} raw ${JSON.stringify(text.slice(0, 80))}`);
    }
    expect(failures).toEqual([]);
    expect(cases.length + RAW.length).toBeGreaterThan(1000);

    const subs = (await api(relay.url, 'GET', '/v1/subscriptions')).body.data;
    expect(subs.map((s: { id: string }) => s.id)).toEqual([baseline.body.id]);
    expect((await api(relay.url, 'GET', '/v1/events')).body.data).toEqual([]);
    expect((await api(relay.url, 'GET', '/v1/deliveries')).body.data).toEqual([]);
    expect((await api(relay.url, 'GET', '/v1/ledger/k')).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received).toEqual([]);
    expect(await (await fetch(`${relay.url}/metrics`)).text()).not.toContain('kind="server"');
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
