import nock from 'nock';
import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { searchProjects } from '../../../../../n8n-nodes/nodes/GenService/methods/listSearch';
import { CREDENTIALS, fakeHttpRequest } from '../../../helpers/context';

function ctx(credentials: Record<string, string>, kind = 'video') {
  return {
    getCredentials: async () => credentials,
    getCurrentNodeParameter: (name: string) => (name === 'kind' ? kind : undefined),
    getNode: () => ({ name: 'Magic Hour' }),
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as ILoadOptionsFunctions;
}

const event = (id: string, name: string | null, type = 'video.completed') => ({
  type,
  timestamp: '2026-01-02T10:30:00.000Z',
  data: { id, name, status: 'complete' },
});

describe('Project "From List"', () => {
  afterEach(() => nock.cleanAll());

  it("lists the relay's recent projects of the chosen type once each, with their library URL", async () => {
    nock(CREDENTIALS.relayUrl)
      .get('/v1/events')
      .query({ type: 'video.*', limit: '50' })
      .reply(200, {
        data: [
          event('p1', 'Holiday clip'),
          event('p1', 'Holiday clip', 'video.started'),
          event('p2', null),
        ],
      });
    const { results } = await searchProjects.call(ctx(CREDENTIALS));
    expect(results).toEqual([
      {
        name: 'Holiday clip (2026-01-02 10:30)',
        value: 'p1',
        url: 'https://magichour.ai/my-library?videoId=p1',
      },
      {
        name: 'p2 (2026-01-02 10:30)',
        value: 'p2',
        url: 'https://magichour.ai/my-library?videoId=p2',
      },
    ]);
  });

  it('filters by name or ID', async () => {
    nock(CREDENTIALS.relayUrl)
      .get('/v1/events')
      .query(true)
      .reply(200, { data: [event('p1', 'Holiday clip'), event('p2', 'Ad')] });
    const { results } = await searchProjects.call(ctx(CREDENTIALS), 'holi');
    expect(results.map((r) => r.value)).toEqual(['p1']);
  });

  it('is empty without a relay (the service has no project listing)', async () => {
    const { results } = await searchProjects.call(ctx({ ...CREDENTIALS, relayUrl: '' }));
    expect(results).toEqual([]);
  });
});
