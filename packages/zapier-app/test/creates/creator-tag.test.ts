/**
 * Creates made in a Zap name their project with the Zap's tag (`[zap-<id>] <name>`), so the
 * Zap's triggers with "Only Jobs This Zap Created" hear them; outside a Zap nothing is tagged.
 * The service is nock.
 */
import nock from 'nock';
import { SERVICE, createPerformOf, run, useNock } from '../helpers';

const perform = createPerformOf('ai_qr_code_generator');
const input = (extra: Record<string, unknown> = {}) => ({
  content: 'https://example.com',
  style__art_style: 'Watercolor',
  wait_for_result: 'false',
  ...extra,
});

/** Answers the balance and one create, recording the create's body. */
function service() {
  const bodies: { name?: string }[] = [];
  nock(SERVICE).get('/v1/account').optionally().reply(200, { credits: 1_000 });
  nock(SERVICE)
    .post('/v1/ai-qr-code-generator', (body: { name?: string }) => (bodies.push(body), true))
    .reply(200, { id: 'img-t', credits_charged: 0 });
  return bodies;
}

describe('creates tag their project with the Zap', () => {
  useNock();

  it("prefixes the project name with the Zap's tag", async () => {
    const bodies = service();
    await run(perform, {
      inputData: input({ name: 'Poster' }),
      meta: { zap: { id: 4242 } } as never,
    });
    expect(bodies[0]?.name).toBe('[zap-4242] Poster');
  });

  it("tags the service's default name (tool and date) when the step gives none", async () => {
    const bodies = service();
    await run(perform, { inputData: input(), meta: { zap: { id: '4242' } } as never });
    expect(bodies[0]?.name).toMatch(
      /^\[zap-4242\] AI QR Code Generator - \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
  });

  it('tags nothing without a Zap id', async () => {
    const bodies = service();
    await run(perform, { inputData: input({ name: 'Poster' }) });
    expect(bodies[0]?.name).toBe('Poster');
  });
});
