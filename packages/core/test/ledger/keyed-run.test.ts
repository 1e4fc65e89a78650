import {
  BadRequestError,
  IdempotencyConflictError,
  InternalServerError,
  MaybeCreatedError,
  TimeoutError,
} from '../../src';
import { fakeService } from './fake-service';

const headshot = (url = 'https://c.example/face.png') => ({ assets: { image_file_path: url } });
const OP = 'ai-headshot-generator';

describe('a keyed run', () => {
  it('creates once and records the key; a re-run reuses the project and creates nothing', async () => {
    const svc = fakeService();
    const first = await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-1' });
    expect(first).toMatchObject({ id: 'img_1', reused: false, dedupeKey: 'sku-1' });
    expect(first.creditsEstimated).toBe(50);
    svc.setStatus('img_1', 'complete');
    const again = await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-1' });
    expect(again).toMatchObject({ id: 'img_1', kind: 'image', reused: true, dedupeKey: 'sku-1' });
    expect(svc.posts()).toHaveLength(1);
  });

  it('reuses a queued or rendering project and waits for it when waiting is on', async () => {
    const svc = fakeService();
    await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-2' });
    svc.setStatus('img_1', 'rendering');
    const waiting = svc.client.run(OP, headshot(), { idempotencyKey: 'sku-2', wait: true });
    svc.onSleep((slept) => slept > 20_000 && svc.setStatus('img_1', 'complete'));
    expect(await waiting).toMatchObject({ id: 'img_1', status: 'complete', reused: true });
    expect(svc.posts()).toHaveLength(1);
  });

  it('returns a complete reused project at once when waiting, with one read', async () => {
    const svc = fakeService();
    await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-3' });
    svc.setStatus('img_1', 'complete');
    const before = svc.calls.length;
    const done = await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-3', wait: true });
    expect(done).toMatchObject({ id: 'img_1', status: 'complete', reused: true });
    expect(svc.calls.slice(before).map((c) => c.method)).toEqual(['GET']);
  });

  it('re-creates a failed project once, then reuses the new one', async () => {
    for (const ended of ['error', 'canceled']) {
      const svc = fakeService();
      await svc.client.run(OP, headshot(), { idempotencyKey: 'row-7' });
      svc.setStatus('img_1', ended);
      const redo = await svc.client.run(OP, headshot(), { idempotencyKey: 'row-7' });
      expect(redo).toMatchObject({ id: 'img_2', reused: false });
      svc.setStatus('img_2', 'complete');
      const third = await svc.client.run(OP, headshot(), { idempotencyKey: 'row-7' });
      expect(third).toMatchObject({ id: 'img_2', reused: true });
      expect(svc.posts()).toHaveLength(2);
    }
  });

  it('creates one job for two (and twenty) concurrent runs with one key', async () => {
    const svc = fakeService();
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => svc.client.run(OP, headshot(), { idempotencyKey: 'race' })),
    );
    expect(svc.posts()).toHaveLength(1);
    expect(new Set(runs.map((r) => r.id))).toEqual(new Set(['img_1']));
    expect(runs.filter((r) => !r.reused)).toHaveLength(1);
  });

  it('re-creates once when racing runs find the key failed', async () => {
    const svc = fakeService();
    await svc.client.run(OP, headshot(), { idempotencyKey: 'redo-race' });
    svc.setStatus('img_1', 'error');
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        svc.client.run(OP, headshot(), { idempotencyKey: 'redo-race' }),
      ),
    );
    expect(svc.posts()).toHaveLength(2);
    expect(new Set(runs.map((r) => r.id))).toEqual(new Set(['img_2']));
  });

  it('does not create again after a create whose outcome is unknown', async () => {
    for (const [fate, type] of [
      ['timeout', TimeoutError],
      ['500', InternalServerError],
    ] as const) {
      const svc = fakeService();
      svc.nextCreates(fate);
      const lost = await svc.client
        .run(OP, headshot(), { idempotencyKey: 'sku-lost' })
        .catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(type);
      expect(lost).toMatchObject({ dedupeKey: 'sku-lost' });
      expect((lost as Error).message).toContain('dedupe key "sku-lost"');
      const sentAt = svc.now();
      svc.advance(3_600_000);
      const rerun = await svc.client
        .run(OP, headshot(), { idempotencyKey: 'sku-lost' })
        .catch((e: unknown) => e);
      expect(rerun).toBeInstanceOf(MaybeCreatedError);
      expect(rerun).toMatchObject({ key: 'sku-lost', sentAt });
      expect((rerun as Error).message).toContain(new Date(sentAt).toISOString());
      expect((rerun as Error).message).toContain('Recreate Unconfirmed');
      expect(svc.posts()).toHaveLength(1);
    }
  });

  it('creates anyway after an unknown outcome when recreateUnconfirmed is set', async () => {
    const svc = fakeService();
    svc.nextCreates('timeout');
    await svc.client.run(OP, headshot(), { idempotencyKey: 'k' }).catch(() => undefined);
    const again = await svc.client.run(OP, headshot(), {
      idempotencyKey: 'k',
      recreateUnconfirmed: true,
    });
    expect(again).toMatchObject({ id: 'img_2', reused: false });
    svc.setStatus('img_2', 'complete');
    expect(await svc.client.run(OP, headshot(), { idempotencyKey: 'k' })).toMatchObject({
      id: 'img_2',
      reused: true,
    });
  });

  it('releases the key when the create surely did not happen, so a re-run creates', async () => {
    const svc = fakeService();
    svc.nextCreates('400', 'refused', '502');
    const refused = await svc.client
      .run(OP, headshot(), { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect((refused as Error).message).not.toContain('dedupe key');
    await expect(svc.client.run(OP, headshot(), { idempotencyKey: 'k' })).rejects.toMatchObject({
      requestSent: false,
    });
    await expect(svc.client.run(OP, headshot(), { idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 502,
    });
    expect(await svc.client.run(OP, headshot(), { idempotencyKey: 'k' })).toMatchObject({
      id: 'img_1',
      reused: false,
    });
  });

  it('waits for another run still uploading under the key, then follows it', async () => {
    const svc = fakeService();
    const upload = stalledFile();
    const params = { assets: { image_file_path: upload.file } };
    const first = svc.client.run(OP, params, { idempotencyKey: 'k' });
    const second = svc.client.run(OP, params, { idempotencyKey: 'k' });
    svc.onSleep((waited) => waited >= 5_000 && upload.release());
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ id: 'img_1', reused: false });
    expect(b).toMatchObject({ id: 'img_1', reused: true });
    expect(svc.posts()).toHaveLength(1);
    expect(svc.puts()).toHaveLength(1);
  });

  it('gives up on a key pending for about a minute with MaybeCreatedError', async () => {
    const svc = fakeService();
    const upload = stalledFile();
    const params = { assets: { image_file_path: upload.file } };
    const stuck = svc.client.run(OP, params, { idempotencyKey: 'stuck' });
    const started = svc.now();
    const err = await svc.client
      .run(OP, params, { idempotencyKey: 'stuck' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MaybeCreatedError);
    expect(svc.now() - started).toBeGreaterThanOrEqual(60_000);
    expect(svc.now() - started).toBeLessThan(63_000);
    expect(svc.posts()).toHaveLength(0);
    upload.release();
    await stuck;
  });

  it('waits no longer than the run’s deadline for another run', async () => {
    const svc = fakeService();
    const upload = stalledFile();
    const params = { assets: { image_file_path: upload.file } };
    const stuck = svc.client.run(OP, params, { idempotencyKey: 'd' });
    const started = svc.now();
    const err = await svc.client
      .run(OP, params, { idempotencyKey: 'd', deadline: started + 10_000 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MaybeCreatedError);
    expect(svc.now() - started).toBeLessThanOrEqual(10_000);
    upload.release();
    await stuck;
  });

  it('refuses a key reused with other inputs or another tool, creating nothing', async () => {
    const svc = fakeService();
    await svc.client.run(OP, headshot(), { idempotencyKey: 'sku-9' });
    const other = await svc.client
      .run(OP, headshot('https://c.example/other.png'), { idempotencyKey: 'sku-9' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(IdempotencyConflictError);
    expect((other as Error).message).toMatch(
      /^Dedupe key "sku-9" was first used at \d{4}-\d\d-\d\dT[\d:.]+Z with other inputs; nothing was created\. Use a new dedupe key for new inputs$/,
    );
    const tool = await svc.client
      .run(
        'image-background-remover',
        { assets: { image_file_path: 'https://c.example/face.png' } },
        {
          idempotencyKey: 'sku-9',
        },
      )
      .catch((e: unknown) => e);
    expect(tool).toBeInstanceOf(IdempotencyConflictError);
    expect((tool as Error).message).toContain('another tool (ai-headshot-generator)');
    expect(svc.posts()).toHaveLength(1);
  });

  it('tells files of one name apart by size, and reuses without uploading again', async () => {
    const svc = fakeService();
    const file = (n: number) => ({ data: new Uint8Array(n).fill(1), filename: 'face.png' });
    await svc.client.run(OP, { assets: { image_file_path: file(10) } }, { idempotencyKey: 'f' });
    svc.setStatus('img_1', 'complete');
    const same = await svc.client.run(
      OP,
      { assets: { image_file_path: file(10) } },
      { idempotencyKey: 'f' },
    );
    expect(same).toMatchObject({ id: 'img_1', reused: true });
    expect(svc.puts()).toHaveLength(1);
    await expect(
      svc.client.run(OP, { assets: { image_file_path: file(11) } }, { idempotencyKey: 'f' }),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('keeps keys of different scopes apart and checks the key length', async () => {
    const svc = fakeService();
    await svc.client.run(OP, headshot(), { idempotencyKey: 'a', idempotencyScope: 'wf1' });
    const other = await svc.client.run(OP, headshot('https://c.example/2.png'), {
      idempotencyKey: 'a',
      idempotencyScope: 'wf2',
    });
    expect(other).toMatchObject({ id: 'img_2', reused: false });
    await expect(
      svc.client.run(OP, headshot(), { idempotencyKey: 'x'.repeat(257) }),
    ).rejects.toThrow('Invalid value for Dedupe Key: use 1 to 256 characters, got 257');
    expect(svc.posts()).toHaveLength(2);
  });

  it('uploads nothing and records nothing when the input is invalid', async () => {
    const svc = fakeService();
    const ledger = svc.ledger;
    const bad = {
      assets: { image_file_path: { data: new Uint8Array(3), filename: 'a.png' } },
      name: 4,
    };
    await expect(svc.client.run(OP, bad, { idempotencyKey: 'bad' })).rejects.toThrow(
      'Invalid type for name',
    );
    expect(svc.calls).toHaveLength(0);
    expect(await ledger.get('bad')).toBeUndefined();
  });

  it('applies the same rules to a keyed client.create, and remembers keys in the client ledger', async () => {
    const svc = fakeService();
    const ledger = svc.ledger;
    const made = await svc.client.create(OP, headshot(), { idempotencyKey: 'c' });
    expect(made).toMatchObject({ id: 'img_1', reused: false, creditsEstimated: 50 });
    expect(await ledger.get('c')).toMatchObject({ state: 'created', projectId: 'img_1' });
    svc.setStatus('img_1', 'rendering');
    expect(await svc.client.create(OP, headshot(), { idempotencyKey: 'c' })).toMatchObject({
      id: 'img_1',
      kind: 'image',
      credits_charged: 5,
      reused: true,
    });
    expect(svc.posts()).toHaveLength(1);
  });

  it('runs without a key as before, with its facts', async () => {
    const svc = fakeService();
    const made = await svc.client.run(OP, headshot());
    expect(made).toMatchObject({
      id: 'img_1',
      dedupeKey: null,
      reused: false,
      creditsEstimated: 50,
    });
    await svc.client.run(OP, headshot());
    expect(svc.posts()).toHaveLength(2);
  });
});

/** A file whose upload waits until `release()` is called. */
function stalledFile() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const file = {
    filename: 'face.png',
    size: bytes.length,
    open: async () => {
      await gate;
      return (async function* () {
        yield bytes;
      })();
    },
  };
  return { file, release };
}
