import { inspect } from 'node:util';
import { createClient } from '../../src/node';
import { createNodeRuntime } from '../../src/node/runtime';
import { ConnectionError, GenServiceError, TimeoutError } from '../../src/errors';
import { startLoopback, type Loopback } from '../node/loopback';

let server: Loopback;
beforeEach(async () => {
  server = await startLoopback();
});
afterEach(() => server.close());

/** The service's upload-urls on the loopback server, handing out `uploadUrl(i)`; PUTs never get an answer. */
function serveSilentStorage(
  uploadUrl = (i: number) => `${server.url}/store/${i}.png?sig=SIGNED${i}`,
) {
  server.handle((req, res, body) => {
    if (req.method !== 'POST') return; // storage takes the bytes and never answers
    const { items } = JSON.parse(body.toString()) as { items: unknown[] };
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        items: items.map((_, i) => ({
          upload_url: uploadUrl(i),
          file_path: `api-assets/x/${i}.png`,
        })),
      }),
    );
  });
}

const png = { data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), filename: 'face.png' };
const puts = () => server.received.filter((r) => r.method === 'PUT').length;
const printed = (err: unknown) =>
  [inspect(err, { depth: 20 }), JSON.stringify(err), String(err)].join('\n');

describe('upload PUT timeouts (Node runtime, real loopback server)', () => {
  it("gives up on storage that never answers after the client's timeoutMs, not 120 s", async () => {
    serveSilentStorage();
    const client = createClient({
      apiKey: 'sk-put-key',
      baseUrl: server.url,
      timeoutMs: 300,
      maxRetries: 0,
    });
    const started = Date.now();
    const err = await client.files.upload(png).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((err as Error).message).toMatch(
      /^PUT http:\/\/127\.0\.0\.1:\d+\/store\/0\.png\?… \(face\.png\)/,
    );
    expect(printed(err)).not.toContain('SIGNED0');
    expect(puts()).toBe(1);
  });

  it('stops at the deadline even when timeoutMs is long, and retries nothing past it', async () => {
    serveSilentStorage();
    const client = createClient({ apiKey: 'sk-put-key', baseUrl: server.url, maxRetries: 3 });
    const err = await client.files
      .upload(png, { deadline: Date.now() + 400 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toMatchObject({ deadlineReached: true });
    expect((err as Error).message).toContain('no answer before the deadline');
    expect(puts()).toBe(1);
  });

  it('sends nothing when the deadline has passed', async () => {
    serveSilentStorage();
    const client = createClient({ apiKey: 'sk-put-key', baseUrl: server.url });
    const err = await client.files
      .upload(png, { deadline: Date.now() - 1 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'TimeoutError', requestSent: false });
    expect(server.received).toHaveLength(0);
  });
});

describe('malformed upload URLs', () => {
  it('refuses a malformed upload URL from the service as a core error that does not quote its signature', async () => {
    serveSilentStorage(() => 'http://[not-a-host/up.png?sig=SIGNEDBAD');
    const client = createClient({ apiKey: 'sk-put-key', baseUrl: server.url, maxRetries: 0 });
    const err = await client.files.upload(png).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GenServiceError);
    expect(err).not.toBeInstanceOf(TypeError);
    expect(printed(err)).not.toContain('SIGNEDBAD');
    expect(puts()).toBe(0);
  });

  it('makes the Node runtime reject a malformed URL as ConnectionError (not sent) with the URL redacted', async () => {
    const err = await createNodeRuntime()
      .request({ method: 'PUT', url: 'http://[bad/x.png?sig=SIGNEDRAW', headers: {}, body: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ requestSent: false });
    expect((err as Error).message).toBe('Invalid URL http://[bad/x.png?…');
    expect(printed(err)).not.toContain('SIGNEDRAW');
  });
});
