import nock from 'nock';
import {
  RELAY,
  SERVICE,
  appTester,
  authData,
  callable,
  createOf,
  triggerPerformOf,
  useNock,
} from '../helpers';

const listRecent = triggerPerformOf('recent_projects');
const generate = callable(createOf('ai_image_generator').operation.perform, 'generator perform');

describe('recent projects dropdown', () => {
  useNock();

  it('lists the projects this connection created, newest first, named for people', async () => {
    for (const id of ['i-1', 'i-2']) {
      nock(SERVICE).post('/v1/ai-image-generator').reply(200, { id, credits_charged: 5 });
      await appTester(generate, {
        authData: authData(),
        inputData: {
          style__prompt: 'a red fox',
          image_count: '1',
          name: `Fox ${id}`,
          wait_for_result: false,
        },
      });
    }
    const choices = (await appTester(listRecent, { authData: authData() })) as {
      id: string;
      name: string;
    }[];
    expect(choices.map((c) => c.id)).toEqual(['i-2', 'i-1']);
    expect(choices[0]!.name).toMatch(/^Fox i-2 \(AI Image Generator/);
  });

  it("adds projects from the relay's recent events, without duplicates", async () => {
    nock(RELAY)
      .get('/v1/events')
      .query(true)
      .reply(200, {
        data: [
          {
            type: 'video.completed',
            timestamp: '2026-01-01T00:00:02Z',
            data: { id: 'v-9', name: 'Promo', status: 'complete' },
          },
          {
            type: 'video.started',
            timestamp: '2026-01-01T00:00:01Z',
            data: { id: 'v-9', name: 'Promo', status: 'rendering' },
          },
        ],
      });
    const choices = (await appTester(
      listRecent,
      { authData: authData({ relay: true }) },
      true,
    )) as {
      id: string;
      name: string;
    }[];
    expect(choices).toEqual([
      expect.objectContaining({ id: 'v-9', name: expect.stringMatching(/^Promo \(video project/) }),
    ]);
  });

  it('lists nothing (and fails nothing) when neither memory nor relay has projects', async () => {
    expect(await appTester(listRecent, { authData: authData() }, true)).toEqual([]);
  });
});
