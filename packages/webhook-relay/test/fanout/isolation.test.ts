/** Isolation: subscribers that hang on the same host as a healthy one never slow it down. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, postEvent, project } from '../helpers/events';
import { relayHarness, TENANT } from '../helpers/relay';

/** One loopback server: `/hung/*` never answers, `/ok` answers 204 and records when each arrived. */
async function sharedHost() {
  const held: ServerResponse[] = [];
  const okAt: number[] = [];
  let hungRequests = 0;
  const hungPaths = new Set<string>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/hung/')) {
        hungRequests++;
        hungPaths.add(req.url);
        held.push(res);
      } else {
        okAt.push(Date.now());
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    okAt,
    hung: () => ({ requests: hungRequests, paths: hungPaths.size, open: held.length }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('isolation between subscriptions', () => {
  const harness = relayHarness('sqlite');

  it.each([
    [10, 'on the same host and port, holding more than the tenant may have in flight (64)', 64],
    [40, 'holding more attempts than the instance may have in flight (256)', 1_000],
  ])(
    'delivers all 20 events to a healthy subscriber while %i subscribers hang %s',
    async (n, _what, limitInFlight) => {
      const host = await sharedHost();
      try {
        const relay = await harness.start({ limitInFlight });
        for (let i = 0; i < n; i++)
          expect(
            (await api(relay.url, 'POST', '/v1/subscriptions', { url: `${host.url}/hung/${i}` }))
              .status,
          ).toBe(201);
        await api(relay.url, 'POST', '/v1/subscriptions', { url: `${host.url}/ok` });
        const sentAt: number[] = [];
        for (let i = 0; i < 20; i++) {
          sentAt.push(Date.now());
          expect(
            (await postEvent(relay.url, TENANT.id, 'video.completed', project(`p${i}`))).status,
          ).toBe(202);
        }
        const deadline = Date.now() + 5_000;
        while (host.okAt.length < 20 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 10));
        const latencies = host.okAt.map((at, i) => at - sentAt[i]!).sort((a, b) => a - b);
        console.log(
          `healthy subscriber: ${host.okAt.length}/20 delivered, p50 ${latencies[10]} ms, max ${latencies.at(-1)} ms; hung: ${JSON.stringify(host.hung())}`,
        );
        expect(host.okAt).toHaveLength(20);
        expect(host.hung().paths).toBe(n);
        // the hung subscribers hold the whole budget, give or take one subscriber's concurrency (8)
        expect(host.hung().open).toBeGreaterThanOrEqual(Math.min(limitInFlight, 256) - 8);
      } finally {
        await host.close();
      }
    },
  );
});
