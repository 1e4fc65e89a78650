import type { CreatedSubscription, RelayClient } from '@genservice/core/internal';
import { Webhook } from 'standardwebhooks';
import { createWaker } from '../src/relay-wake';

const SECRET = 'whsec_' + Buffer.from('relay-wake-test-secret-0123456789').toString('base64');

/** A relay client that records the watch URL and answers one subscription. */
function fakeRelay() {
  const seen: { url?: string; unsubscribed: string[] } = { unsubscribed: [] };
  const relay = {
    async watch(_kind: string, _id: string, url: string) {
      seen.url = url;
      return { id: 'sub_1', secret: SECRET } as CreatedSubscription;
    },
    async unsubscribe(id: string) {
      seen.unsubscribed.push(id);
    },
  } as unknown as RelayClient;
  return { relay, seen };
}

function signed(body: string, secret = SECRET) {
  const id = 'msg_1';
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(id, timestamp, body);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

const event = JSON.stringify({
  type: 'image.completed',
  timestamp: new Date().toISOString(),
  data: { id: 'img_1', status: 'complete' },
});

describe('the relay watch receiver', () => {
  const waker = createWaker();
  afterAll(() => waker.close());

  it('wakes the wait on a delivery signed with the watch’s secret, and deletes the watch when stopped', async () => {
    const { relay, seen } = fakeRelay();
    const watch = (await waker.watch(relay, 'image', 'img_1'))!;
    const res = await fetch(seen.url!, { method: 'POST', headers: signed(event), body: event });
    expect(res.status).toBe(204);
    await watch.woken;
    expect(watch.fired).toBe(true);
    await watch.stop();
    expect(seen.unsubscribed).toEqual(['sub_1']);
  });

  it('answers 401 to a delivery signed with another secret and stays asleep', async () => {
    const { relay, seen } = fakeRelay();
    const watch = (await waker.watch(relay, 'image', 'img_1'))!;
    const other = 'whsec_' + Buffer.from('another-secret-0123456789abcdef').toString('base64');
    const res = await fetch(seen.url!, {
      method: 'POST',
      headers: signed(event, other),
      body: event,
    });
    expect(res.status).toBe(401);
    expect(watch.fired).toBe(false);
    await watch.stop();
  });

  it('answers 410 for a watch it no longer waits on, so the relay stops delivering', async () => {
    const { relay, seen } = fakeRelay();
    const watch = (await waker.watch(relay, 'image', 'img_1'))!;
    await watch.stop();
    const res = await fetch(seen.url!, { method: 'POST', headers: signed(event), body: event });
    expect(res.status).toBe(410);
  });

  it('gives no watch when the relay refuses the receiver’s address (the wait polls)', async () => {
    const relay = {
      watch: async () => {
        throw new Error('422 private address');
      },
    } as unknown as RelayClient;
    await expect(waker.watch(relay, 'video', 'vid_1')).resolves.toBeUndefined();
  });
});
