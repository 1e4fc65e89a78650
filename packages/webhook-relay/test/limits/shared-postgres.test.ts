/**
 * Three relay instances on one PostgreSQL database hold a tenant to its per-minute limits in
 * total (counted in the shared table), not three times them; a relay whose shared table cannot
 * be set up refuses to start.
 */
import pg from 'pg';
import { startRelay, type RelayOptions, type RunningRelay } from '../../src';
import { api, postEvent, project } from '../helpers/events';
import { createTestDatabase } from '../helpers/postgres';
import { localRelayOptions, TENANT } from '../helpers/relay';

/** Requests a limit may let through beyond its number (none expected; room for a window edge). */
const SLACK = 2;

describe('per-minute limits shared by relays on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let running: RunningRelay[] = [];
  let n = 0;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.map((r) => r.close()));
    running = [];
  });
  afterAll(async () => {
    await db.drop();
  });

  /** Three instances on the database, counting in a table no other test uses. */
  async function threeRelays(options: Partial<RelayOptions>): Promise<RunningRelay[]> {
    const limitTable = `limits_${process.pid}_${n++}`;
    const start = () =>
      startRelay({
        ...localRelayOptions(db.url),
        limitTable,
        ...options,
      });
    running.push(await start());
    running.push(...(await Promise.all([start(), start()])));
    return running;
  }

  it('accepts a flooding tenant at its inbound limit in total across three instances and answers 429 past it', async () => {
    const limit = 20;
    const relays = await threeRelays({ limitInboundPerMin: limit });
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        postEvent(relays[i % 3]!.url, TENANT.id, 'video.completed', project(`flood-${i}`)).then(
          (a) => ({ ...a, relay: i % 3 }),
        ),
      ),
    );
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length + refused.length).toBe(90);
    expect(accepted.length).toBeGreaterThanOrEqual(limit);
    expect(accepted.length).toBeLessThanOrEqual(limit + SLACK);
    expect(new Set(refused.map((a) => a.relay)).size).toBe(3);
    expect(refused[0]!.body.message).toMatch(
      /^This account sends more than 20 events per minute to this relay\. Try again in \d+ s\.$/,
    );
    const stored = await api(relays[0]!.url, 'GET', '/v1/events?limit=100');
    const flooded = stored.body.data.filter((e: { data: { id: string } }) =>
      e.data.id.startsWith('flood-'),
    );
    expect(flooded).toHaveLength(accepted.length);
  });

  it('gives back inbound requests that were not accepted, for every instance', async () => {
    const relays = await threeRelays({ limitInboundPerMin: 3 });
    for (const relay of relays) {
      const unsigned = await postEvent(relay.url, TENANT.id, 'video.completed', project('x'), {
        secret: 'whsec_not_the_tenants_secret',
      });
      expect(unsigned.status).toBe(401);
    }
    // A refused request's count is given back after its answer is sent (one query per instance);
    // let those land before the next requests are counted.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await postEvent(relays[i % 3]!.url, TENANT.id, 'image.completed', project(`ok-${i}`)))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('holds a tenant to its API requests per minute in total across three instances', async () => {
    const relays = await threeRelays({ limitApiPerMin: 6 });
    const statuses = await Promise.all(
      Array.from(
        { length: 18 },
        async (_, i) => (await api(relays[i % 3]!.url, 'GET', '/v1/subscriptions')).status,
      ),
    );
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6 + SLACK);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
  });

  it('refuses to start when its shared limits table cannot be created, and leaves nothing open', async () => {
    const taken = `limits_taken_${process.pid}`;
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    // a type of the table's name: CREATE TABLE fails, as it does for a user without the right
    await c.query(`CREATE TYPE ${taken} AS ENUM ('a')`);
    await c.end();
    const started = startRelay({
      port: 0,
      host: '127.0.0.1',
      store: db.url,
      tenants: [TENANT],
      quiet: true,
      limitTable: taken,
    }).then((relay) => void running.push(relay));
    await expect(started).rejects.toThrow(
      `The shared rate limits could not be set up in PostgreSQL (table "${taken}")`,
    );
  });
});
