import { WaitTimeoutError } from '../../src';
import { fakeService } from '../ledger/fake-service';

const png = { data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2]), filename: 'me.png' };

describe('client.run with a deadline', () => {
  it('cuts the uploads, the create and every read of the wait to the time left', async () => {
    const svc = fakeService();
    const deadline = svc.now() + 5_000;
    const err = await svc.client
      .run('ai-headshot-generator', { assets: { image_file_path: png } }, { wait: true, deadline })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err).toMatchObject({ jobId: 'img_1', kind: 'image', lastStatus: 'queued' });
    expect(svc.now()).toBeLessThanOrEqual(deadline);
    expect(svc.calls.map((c) => c.method).slice(0, 3)).toEqual(['POST', 'PUT', 'POST']);
    expect(svc.timeouts.length).toBeGreaterThan(3);
    for (const t of svc.timeouts) expect(t).toBeLessThanOrEqual(5_000);
  });

  it('keeps the earlier of the run’s deadline and the wait’s own', async () => {
    const svc = fakeService();
    const start = svc.now();
    await expect(
      svc.client.run(
        'ai-headshot-generator',
        { assets: { image_file_path: 'https://c.example/me.png' } },
        { wait: { deadline: start + 60_000 }, deadline: start + 8_000 },
      ),
    ).rejects.toBeInstanceOf(WaitTimeoutError);
    expect(svc.now() - start).toBeLessThanOrEqual(8_000);
  });
});
