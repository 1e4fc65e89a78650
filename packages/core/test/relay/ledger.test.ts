import {
  ConnectionError,
  RelayError,
  UnreadableAnswerError,
  ValidationError,
  createRelayLedger,
} from '@genservice/core/internal';
import { fakeRuntime, json, type Responder } from '../uploads/fake-runtime';

const TOKEN = 'relay-token-abcdef123456';
const wire = {
  key: 'sku/42',
  fingerprint: 'f'.repeat(64),
  operation: 'face-swap',
  state: 'created',
  attempt: 2,
  project_id: 'proj_1',
  sent_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_500,
};
const entry = {
  key: 'sku/42',
  fingerprint: 'f'.repeat(64),
  operation: 'face-swap',
  state: 'created',
  attempt: 2,
  projectId: 'proj_1',
  sentAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_500,
};
const noContent = { status: 204, headers: {}, text: '' };

function relay(respond: Responder) {
  const runtime = fakeRuntime(respond);
  const ledger = createRelayLedger({ baseUrl: 'https://relay.test/', token: TOKEN, runtime });
  return { runtime, ledger };
}

describe('createRelayLedger', () => {
  it('says the relay keeps the keys, naming its host', () => {
    expect(relay(() => json(200, {})).ledger.where).toBe('the relay (relay.test)');
  });

  it('claims with the bearer token and a snake_case body, the key encoded in the path', async () => {
    const { runtime, ledger } = relay(() => json(201, { claimed: true, entry: wire }));
    const input = { key: 'sku/42', fingerprint: 'f'.repeat(64), operation: 'face-swap' };
    await expect(ledger.claim({ ...input, windowMs: 86_400_000.4 })).resolves.toEqual({
      claimed: true,
      entry,
    });
    const [call] = runtime.calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: 'https://relay.test/v1/ledger/sku%2F42/claim',
    });
    expect(call!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call!.text!)).toEqual({
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap',
      window_ms: 86_400_000,
    });
  });

  it('reads an entry, and an unknown key (404) as undefined', async () => {
    const { runtime, ledger } = relay((_req, n) =>
      n ? json(404, { message: 'No entry' }) : json(200, wire),
    );
    await expect(ledger.get('sku/42')).resolves.toEqual(entry);
    await expect(ledger.get('100% ✓')).resolves.toBeUndefined();
    expect(runtime.calls[1]!.url).toBe('https://relay.test/v1/ledger/100%25%20%E2%9C%93');
  });

  it('answers undefined when a retake lost (409) and throws other refusals', async () => {
    const { runtime, ledger } = relay((_req, n) =>
      n
        ? json(400, { message: 'expected_attempt must be at least 1' })
        : json(409, { message: 'no' }),
    );
    await expect(ledger.retake('k', 1)).resolves.toBeUndefined();
    expect(JSON.parse(runtime.calls[0]!.text!)).toEqual({ expected_attempt: 1 });
    const err = await ledger.retake('k', 0).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RelayError);
    expect((err as RelayError).message).toMatch(/HTTP 400 - expected_attempt must be at least 1/);
  });

  it('settles with project_id only for a created project, and releases an attempt', async () => {
    const { runtime, ledger } = relay(() => noContent);
    await ledger.settle('k', 3, { state: 'created', projectId: 'proj_9' });
    await ledger.settle('k', 4, { state: 'unknown' });
    await ledger.release('k', 4);
    expect(runtime.calls.map((c) => [c.method, c.url, c.text && JSON.parse(c.text)])).toEqual([
      [
        'POST',
        'https://relay.test/v1/ledger/k/settle',
        { attempt: 3, state: 'created', project_id: 'proj_9' },
      ],
      ['POST', 'https://relay.test/v1/ledger/k/settle', { attempt: 4, state: 'unknown' }],
      ['DELETE', 'https://relay.test/v1/ledger/k?attempt=4', undefined],
    ]);
  });

  it('repeats a settle whose connection dropped after sending, but never a claim', async () => {
    const dropped = () => new ConnectionError('socket hang up', true);
    const settling = relay((_req, n) => (n ? noContent : dropped()));
    await settling.ledger.settle('k', 1, { state: 'unknown' });
    expect(settling.runtime.calls).toHaveLength(2);

    const claiming = relay(dropped);
    const err = await claiming.ledger
      .claim({ key: 'k', fingerprint: 'f', operation: 'o', windowMs: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(claiming.runtime.calls).toHaveLength(1);
    expect(String(err)).not.toContain(TOKEN);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 257 characters', 'k'.repeat(257)],
    ['the key "."', '.'],
    ['the key ".."', '..'],
  ])('refuses %s before asking the relay', async (_what, key) => {
    const { runtime, ledger } = relay(() => json(200, wire));
    await expect(ledger.get(key)).rejects.toBeInstanceOf(ValidationError);
    expect(runtime.calls).toHaveLength(0);
  });

  it('fails an answer that is not a ledger entry as unreadable', async () => {
    const { ledger } = relay(() => json(200, { claimed: 'yes' }));
    await expect(
      ledger.claim({ key: 'k', fingerprint: 'f', operation: 'o', windowMs: 1 }),
    ).rejects.toBeInstanceOf(UnreadableAnswerError);
    await expect(ledger.get('k')).rejects.toThrow(
      /relay answered GET \/v1\/ledger without a ledger entry/,
    );
  });
});
