/** The route table is the one source of routing, validation and the OpenAPI document. */
import { compile } from '../../src/api/dispatch';
import { openApiDocument, SERVED_ROUTES } from '../../src/openapi';
import { api } from '../helpers/events';
import { relayHarness } from '../helpers/relay';

type Operation = { requestBody?: { content: Record<string, { schema: { $ref: string } }> } };
type Schema = { properties: Record<string, Record<string, number>> };
const doc = openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;
const schemas = doc.components.schemas as unknown as Record<string, Schema>;
const documented = Object.entries(paths).flatMap(([path, ops]) =>
  Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
);
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'x');

describe('route table and OpenAPI document', () => {
  const harness = relayHarness('sqlite');

  it('documents every route the server answers, and nothing else', () => {
    const routed = SERVED_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect([...documented].sort()).toEqual([...routed].sort());
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('matches each documented path, with its parameters filled in, to the route that documents it', () => {
    const table = SERVED_ROUTES.map(compile);
    for (const op of documented) {
      const [method, template] = op.split(' ') as [string, string];
      const first = table.find(
        (c) => c.route.method === method && c.pattern.test(concrete(template)),
      );
      expect(first && `${first.route.method} ${first.route.path}`).toBe(op);
    }
  });

  it('answers every documented operation over HTTP (never the unknown-path 404 or a 405)', async () => {
    const relay = await harness.start({ adminToken: 'admin-token-0123456789' });
    const unanswered: string[] = [];
    for (const op of documented) {
      const [method, template] = op.split(' ') as [string, string];
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      const res = await fetch(`${relay.url}${concrete(template)}`, {
        method,
        headers: { authorization: 'Bearer someone-else', 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status === 405 || (res.status === 404 && text.includes('"Not found"')))
        unanswered.push(`${op}: ${res.status}`);
    }
    expect(unanswered).toEqual([]);
    const unknown = await api(relay.url, 'GET', '/v1/not-a-route');
    expect(unknown).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('refuses a subscription URL over the length the document states, naming that limit', async () => {
    const relay = await harness.start();
    const ref =
      paths['/v1/subscriptions']!.post!.requestBody!.content['application/json']!.schema.$ref;
    const max = schemas[ref.split('/').pop()!]!.properties.url!.maxLength!;
    expect(max).toBeGreaterThan(0);
    const ok = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: `https://h.test/${'a'.repeat(max - 15)}`,
    });
    expect(ok.status).toBe(201);
    const res = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: `https://h.test/${'a'.repeat(max)}`,
    });
    expect(res).toEqual({
      status: 400,
      body: { message: `url: must be at most ${max} characters` },
    });
  });

  it('refuses a ledger window over the maximum the document states, naming that maximum', async () => {
    const relay = await harness.start();
    const ref =
      paths['/v1/ledger/{key}/claim']!.post!.requestBody!.content['application/json']!.schema.$ref;
    const max = schemas[ref.split('/').pop()!]!.properties.window_ms!.maximum!;
    const body = { fingerprint: 'f', operation: 'o', window_ms: max + 1 };
    const res = await api(relay.url, 'POST', '/v1/ledger/k/claim', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`window_ms must be at most ${max}`);
    expect(
      (await api(relay.url, 'POST', '/v1/ledger/k/claim', { ...body, window_ms: max })).status,
    ).toBe(201);
  });
});
