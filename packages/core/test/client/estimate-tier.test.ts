import { createClient } from '@genservice/core';
import { fakeRuntime, json, type Responder } from '../uploads/fake-runtime';

let tier = 'free';
const service: Responder = (rec) => {
  if (rec.url.endsWith('/v1/account')) return json(200, { credits: 1000, tier });
  if (rec.url.endsWith('/v1/text-to-video')) return json(200, { id: 'v_1', credits_charged: 1 });
  return json(404, { message: 'Not Found' });
};

describe("a client's estimates", () => {
  it('price the Recommended model for the tier of the last account read, both plans before any', async () => {
    const client = createClient({
      apiKey: 'sk-tier',
      baseUrl: 'https://api.test',
      runtime: fakeRuntime(service),
    });
    const video = { end_seconds: 5, style: { prompt: 'a cat' } };
    await expect(client.create('text-to-video', video)).resolves.toMatchObject({
      creditsEstimated: 240,
    });
    await client.account.get();
    await expect(client.create('text-to-video', video)).resolves.toMatchObject({
      creditsEstimated: 120,
    });
    tier = 'pro';
    await client.account.get();
    await expect(client.create('text-to-video', video)).resolves.toMatchObject({
      creditsEstimated: 240,
    });
  });
});
