/** The SSRF guard: address ranges, URL forms, and checks after DNS at connect time. */
import { addressPolicy, BlockedDestinationError, checkSubscriberUrl } from '../src/ssrf';
import { guardedLookup, type Resolver } from '../src/fanout/agent';
import { api, postEvent, project } from './helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from './helpers/relay';
import { startSink } from './helpers/sink';

const strict = addressPolicy(false);
const refused = (ip: string) => expect(() => strict.check(ip)).toThrow(BlockedDestinationError);

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    '168.63.129.16',
    '::ffff:168.63.129.16',
    '64:ff9b::a83f:8110',
    '64:ff9b::7f00:1',
    '64:ff9b::192.168.1.1',
    '192.0.0.192',
    '169.254.170.2',
    'fd20:ce::254',
    '3fff::1',
  ])('refuses %s', (ip) => refused(ip));

  it.each([
    ['168.63.129.16', 'Azure platform service'],
    ['169.254.169.254', 'cloud metadata service'],
    ['fd00:ec2::254', 'cloud metadata service'],
    ['100.100.100.200', 'Alibaba Cloud metadata service'],
    ['192.0.0.192', 'Oracle Cloud metadata service'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private network'],
    ['::ffff:0:808:808', 'IPv4-translated'],
  ])('says why %s is refused: %s', (ip, reason) => {
    expect(() => strict.check(ip)).toThrow(`Destination address ${ip} is not public (${reason})`);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '172.32.0.1',
    '64:ff9b::808:808',
  ])('allows public %s', (ip) => {
    expect(() => strict.check(ip)).not.toThrow();
  });

  it('allows listed CIDRs and host names, and plain http only for them', () => {
    const policy = addressPolicy(['127.0.0.1/32', 'n8n.local']);
    expect(() => policy.check('127.0.0.1')).not.toThrow();
    expect(() => policy.check('::ffff:127.0.0.1')).not.toThrow();
    expect(() => policy.check('10.0.0.5', 'n8n.local')).not.toThrow();
    expect(() => policy.check('10.0.0.5', 'other.local')).toThrow(BlockedDestinationError);
    expect(policy.allowsHttp('n8n.local')).toBe(true);
    expect(policy.allowsHttp('127.0.0.1')).toBe(true);
    expect(policy.allowsHttp('example.com')).toBe(false);
  });
});

describe('subscriber URL form', () => {
  it.each([
    ['http://example.com/hook', 'https'],
    ['ftp://example.com/', 'https'],
    ['https://user:pw@example.com/', 'credentials'],
    ['https://127.0.0.1/', 'not public'],
    ['https://2130706433/', 'not public'],
    ['https://0x7f.1/', 'not public'],
    ['https://[::ffff:127.0.0.1]/', 'not public'],
    ['https://[::1]:8443/', 'not public'],
    ['https://169.254.169.254/latest/meta-data', 'not public'],
    ['not a url', 'absolute'],
    ['https://hooks.example.com:0/x', 'port must be between 1 and 65535'],
    ['https://hooks.example.com:65536/x', 'port must be between 1 and 65535'],
    ['https://[2606:4700::1111]:99999/', 'port must be between 1 and 65535'],
    ['https://hooks.example.com/a\r\nX-Injected: 1', 'control characters'],
    ['https://hooks.example.com/a\tb', 'control characters'],
    ['https://hooks.\u0000example.com/', 'control characters'],
    ['https://[::ffff:0:7f00:1]/', 'not public (loopback)'],
    ['https://168.63.129.16/machine', 'not public (Azure platform service)'],
    ['https://[64:ff9b::a9fe:a9fe]/', 'not public (cloud metadata service)'],
  ])('refuses %s', (url, reason) => {
    expect(() => checkSubscriberUrl(url, strict)).toThrow(reason);
  });

  it('normalizes the URL (scheme and host case, default port, dot segments, surrounding spaces)', () => {
    expect(checkSubscriberUrl('  HTTPS://Hooks.Example.COM:443/a/../b?x=1 ', strict).href).toBe(
      'https://hooks.example.com/b?x=1',
    );
    expect(checkSubscriberUrl('https://hooks.example.com:8443', strict).href).toBe(
      'https://hooks.example.com:8443/',
    );
  });

  it('accepts a public https URL', () => {
    expect(
      checkSubscriberUrl('https://hooks.zapier.com/hooks/standard/1/abc', strict).hostname,
    ).toBe('hooks.zapier.com');
  });
});

describe('lookup at connect time', () => {
  const lookup = (resolve: Resolver, all: boolean) =>
    new Promise<unknown>((res, rej) =>
      guardedLookup(strict, resolve)('x.test', { all }, (err, address) =>
        err ? rej(err) : res(address),
      ),
    );

  it('refuses a name when any of its addresses is private', async () => {
    await expect(
      lookup(
        async () => [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ],
        true,
      ),
    ).rejects.toThrow('not public');
  });

  it('passes the addresses of a public name through', async () => {
    await expect(
      lookup(async () => [{ address: '93.184.216.34', family: 4 }], false),
    ).resolves.toBe('93.184.216.34');
    await expect(
      lookup(async () => [{ address: '93.184.216.34', family: 4 }], true),
    ).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});

describe.each(STORE_KINDS)('SSRF guard in the relay (%s store)', (kind) => {
  const harness = relayHarness(kind);
  const names: Record<string, string> = {
    'intranet.test': '10.0.0.7',
    'public.test': '93.184.216.34',
  };
  const resolve: Resolver = async (host) => [{ address: names[host] ?? '127.0.0.1', family: 4 }];

  it.each([
    'https://127.0.0.1/hook',
    'http://2130706433/',
    'https://[::ffff:127.0.0.1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://intranet.test/hook',
    'https://localhost/hook',
    'https://[::ffff:0:7f00:1]/hook',
    'https://168.63.129.16/',
    'https://public.test:0/hook',
    'https://public.test/a\r\nb',
  ])('refuses a subscription to %s with 422', async (url) => {
    const relay = await harness.start({ allowPrivateSubscribers: false, allowHttp: true, resolve });
    const res = await api(relay.url, 'POST', '/v1/subscriptions', { url });
    expect(res.status).toBe(422);
    expect((await api(relay.url, 'GET', '/v1/subscriptions')).body.data).toEqual([]);
  });

  it('stores and answers the normalized URL', async () => {
    const relay = await harness.start({ allowPrivateSubscribers: false, resolve });
    const res = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: ' HTTPS://Public.TEST:443/hooks/../in?x=1 ',
    });
    expect(res.body.url).toBe('https://public.test/in?x=1');
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${res.body.id}`)).body.url).toBe(
      'https://public.test/in?x=1',
    );
  });

  it('checks again at connect time: a name that now resolves to a private address gets nothing', async () => {
    const s = await startSink();
    let rebound = false;
    const relay = await harness.start({
      allowPrivateSubscribers: false,
      allowHttp: true,
      resolve: async () => [{ address: rebound ? '127.0.0.1' : '93.184.216.34', family: 4 }],
    });
    const port = new URL(s.url).port;
    expect(
      (await api(relay.url, 'POST', '/v1/subscriptions', { url: `http://rebind.test:${port}/` }))
        .status,
    ).toBe(201);
    rebound = true;
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    let failed: { last_error: string }[] = [];
    for (let i = 0; i < 100 && !failed.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      failed = (await api(relay.url, 'GET', '/v1/deliveries?status=failed')).body.data;
    }
    expect(failed[0]?.last_error).toBe('Destination address 127.0.0.1 is not public (loopback)');
    expect(s.received).toHaveLength(0);
    await s.close();
  });

  it('does not follow a redirect to a private address', async () => {
    const inside = await startSink();
    const s = await startSink(() => ({
      status: 307,
      headers: { location: `${inside.url}/admin` },
    }));
    const relay = await harness.start({
      allowPrivateSubscribers: ['127.0.0.1/32'],
      retryScheduleMs: [0],
    });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await s.waitFor(1);
    let failed: { last_error: string }[] = [];
    for (let i = 0; i < 100 && !failed.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      failed = (await api(relay.url, 'GET', '/v1/deliveries?status=failed')).body.data;
    }
    expect(failed[0]?.last_error).toBe('Redirect 307 not followed');
    expect(inside.received).toHaveLength(0);
    await Promise.all([s.close(), inside.close()]);
  });

  it('delivers to an allowlisted local host (a local n8n) over http', async () => {
    const s = await startSink();
    const relay = await harness.start({
      allowPrivateSubscribers: ['n8n.local'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const port = new URL(s.url).port;
    expect(
      (
        await api(relay.url, 'POST', '/v1/subscriptions', {
          url: `http://n8n.local:${port}/webhook/x`,
        })
      ).status,
    ).toBe(201);
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await s.waitFor(1);
    await s.close();
  });
});
