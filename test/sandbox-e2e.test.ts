/**
 * End to end on the sandbox with the core client: upload an image and a
 * video, run a video face swap and a photo face swap to completion (by
 * polling and by the signed webhook), download the outputs, delete the projects.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyServiceWebhook, type ServiceEvent } from '@genservice/core/internal';
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';

const SECRET = 'whsec_e2e';
const SAMPLES = join(__dirname, '..', 'packages', 'sandbox', 'samples');
const fast = { schedule: { initialMs: 25, factor: 1.2, maxMs: 100 }, timeoutMs: 10_000 };

/** A webhook endpoint that verifies every delivery and records the events (401 on a bad signature). */
async function webhookEndpoint() {
  const events: ServiceEvent[] = [];
  const rejected: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        events.push(
          verifyServiceWebhook({
            rawBody: Buffer.concat(chunks),
            headers: req.headers,
            secret: SECRET,
          }),
        );
        res.writeHead(200).end();
      } catch {
        rejected.push(req.headers);
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const waitFor = async (id: string, type: string): Promise<ServiceEvent> => {
    for (let i = 0; i < 500; i++) {
      const hit = events.find((e) => e.payload.id === id && e.type === type);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${type} event for ${id}`);
  };
  const close = () =>
    new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections()));
  return { url, events, rejected, waitFor, close };
}

function magic(bytes: Buffer): string {
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return 'image/png';
  return 'unknown';
}

describe('end to end on the sandbox', () => {
  let sandbox: Sandbox;
  let hooks: Awaited<ReturnType<typeof webhookEndpoint>>;
  let outDir: string;

  beforeAll(async () => {
    hooks = await webhookEndpoint();
    sandbox = await startSandbox({
      quiet: true,
      jobDurationMs: 300,
      webhooks: [{ url: hooks.url, secret: SECRET }],
    });
    outDir = await mkdtemp(join(tmpdir(), 'sandbox-e2e-'));
  });
  afterAll(async () => {
    await sandbox.close();
    await hooks.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('uploads, swaps faces in a video and a photo, is told by polling and webhook, downloads and deletes', async () => {
    const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const [image, video] = await client.files.uploadMany([
      { path: join(SAMPLES, 'face.png') },
      { path: join(SAMPLES, 'clip.mp4') },
    ]);
    expect(image!.filePath).toMatch(/^api-assets\/.+\.png$/);
    expect(video!.filePath).toMatch(/^api-assets\/.+\.mp4$/);

    const videoJob = await client.create('face-swap', {
      start_seconds: 0,
      end_seconds: 2,
      assets: { video_file_path: video!.filePath, image_file_path: image!.filePath },
    });
    const photoJob = await client.create('face-swap-photo', {
      assets: { target_file_path: image!.filePath, source_file_path: image!.filePath },
    });
    expect(videoJob.kind).toBe('video');
    expect(photoJob.kind).toBe('image');

    const statuses: string[] = [];
    const polled = await Promise.all([
      client.projects.wait('video', videoJob.id, {
        ...fast,
        onProgress: (p) => statuses.push(p.status),
      }),
      client.projects.wait('image', photoJob.id, fast),
    ]);
    expect(polled.map((p) => p.status)).toEqual(['complete', 'complete']);
    expect(statuses).toContain('rendering');

    const [videoEvent, photoEvent] = await Promise.all([
      hooks.waitFor(videoJob.id, 'video.completed'),
      hooks.waitFor(photoJob.id, 'image.completed'),
    ]);
    expect(videoEvent.payload).toMatchObject({
      id: videoJob.id,
      status: 'complete',
      type: 'FACE_SWAP',
    });
    expect(photoEvent.payload).toMatchObject({
      id: photoJob.id,
      status: 'complete',
      type: 'FACE_SWAP',
    });
    await hooks.waitFor(videoJob.id, 'video.started');
    expect(hooks.rejected).toEqual([]);

    const [videoFiles, photoFiles] = [
      await client.downloads.save(polled[0], outDir, { kind: 'video' }),
      await client.downloads.save(polled[1], outDir, { kind: 'image' }),
    ];
    expect(
      await Promise.all(
        [...videoFiles, ...photoFiles].map(async (file) => magic(await readFile(file))),
      ),
    ).toEqual(['video/mp4', 'image/jpeg']);

    await client.projects.delete('video', videoJob.id);
    await client.projects.delete('image', photoJob.id);
    expect(await client.projects.get('video', videoJob.id)).toMatchObject({
      enabled: false,
      downloads: [],
    });
    expect(await client.projects.get('image', photoJob.id)).toMatchObject({
      enabled: false,
      downloads: [],
    });
  });
});
