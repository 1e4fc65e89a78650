/**
 * Steps against a service on 127.0.0.1 that accepts the create and then never
 * answers: every step ends by its deadline, with the project id when the job
 * was created. The budget is shortened for speed; one test runs the real one.
 */
import { createAppTester } from 'zapier-platform-core';
import { BASE_URL_ENV, RELAY_URL_ENV } from '../../src/auth/settings';
import { RUN_BUDGET_MS, setStepBudgetMs } from '../../src/service';
import { API_KEY, App, appError, createPerformOf, rejection } from '../helpers';
import { json, stalledService, type StalledService } from '../support/stalled-service';

const BUDGET_MS = 3_000;
/**
 * What a step may take beyond its budget: answering, and a loaded test machine. Generous: without
 * the deadline a stalled read waits for the 60 s request timeout.
 */
const SLACK_MS = 10_000;
const perform = createPerformOf('face_swap_photo');
const performResume = createPerformOf('face_swap_photo', 'performResume');
const inputData = {
  assets__target_file_path: 'https://cdn.example.test/me.jpg',
  assets__source_file_path: 'https://cdn.example.test/face.png',
};

describe('a step whose service stalls', () => {
  let service: StalledService;
  let relay: StalledService;
  const appTester = createAppTester(App);
  /** The connection; the service's and relay's URLs are the publisher's settings (environment). */
  const auth = (withRelay = false) => {
    process.env[BASE_URL_ENV] = service.url;
    if (withRelay) process.env[RELAY_URL_ENV] = relay.url;
    else delete process.env[RELAY_URL_ENV];
    return { api_key: API_KEY };
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  // The first call through the tester loads and checks the app: keep that out of the timings.
  beforeAll(() => appTester(async () => null, {}));

  beforeEach(async () => {
    setStepBudgetMs(BUDGET_MS);
    service = await stalledService({
      'POST /v1/face-swap-photo': json(200, { id: 'img-stalled', credits_charged: 10 }),
    });
    relay = await stalledService({});
  });
  afterEach(async () => {
    setStepBudgetMs();
    delete process.env[BASE_URL_ENV];
    delete process.env[RELAY_URL_ENV];
    await service.close();
    await relay.close();
  });

  it('returns the created project, still queued, by its deadline when reads never answer', async () => {
    const { result, ms } = await timed(() => appTester(perform, { authData: auth(), inputData }));
    expect(result).toMatchObject({ id: 'img-stalled', kind: 'image', status: 'queued' });
    expect(service.received).toContain('GET /v1/image-projects/img-stalled');
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
  });

  it('returns the project by its deadline when resumed and reads never answer', async () => {
    const { result, ms } = await timed(() =>
      appTester(performResume, {
        authData: auth(true),
        outputData: { id: 'img-stalled', kind: 'image', status: 'queued' },
        cleanedRequest: { type: 'image.completed' },
      }),
    );
    expect(result).toMatchObject({ id: 'img-stalled', status: 'queued' });
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
  });

  it('returns the project by its deadline while the editor loads a sample', async () => {
    const { result, ms } = await timed(() =>
      appTester(perform, { authData: auth(true), inputData, meta: { isLoadingSample: true } }),
    );
    expect(result).toMatchObject({ id: 'img-stalled', status: 'queued' });
    expect(relay.received).toEqual([]);
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
  });

  it('fails by its deadline naming the project when the relay never answers the watch', async () => {
    const started = Date.now();
    const err = appError(await rejection(appTester(perform, { authData: auth(true), inputData })));
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(relay.received).toEqual(['POST /v1/subscriptions']);
    expect(err).toMatchObject({
      code: 'RelayWatchFailed',
      message: expect.stringContaining('Project img-stalled was created'),
    });
  });

  it('fails by its deadline saying the job may exist when the create is never answered, and a keyed re-run does not send it again', async () => {
    await service.close();
    service = await stalledService({});
    const keyed = { ...inputData, dedupe_key: 'row-7', wait_for_result: 'false' };
    const meta = { zap: { id: 'zap-stalled', user: { timezone: 'UTC' } } };
    const started = Date.now();
    const first = appError(
      await rejection(appTester(perform, { authData: auth(), inputData: keyed, meta })),
    );
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(first.message).toMatch(/may have created the job/);

    const again = appError(
      await rejection(appTester(perform, { authData: auth(), inputData: keyed, meta })),
    );
    expect(again).toMatchObject({
      code: 'MaybeCreated',
      message: expect.stringContaining('row-7'),
    });
    expect(service.received.filter((r) => r.startsWith('POST'))).toHaveLength(1);
  });

  it('ends Delete Project by its deadline when the service never answers', async () => {
    const deleteProject = createPerformOf('delete_project');
    const started = Date.now();
    const err = appError(
      await rejection(
        appTester(deleteProject, { authData: auth(), inputData: { project_id: 'img-stalled' } }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(err.message).toMatch(
      /GET \/v1\/video-projects\/img-stalled: no answer before the deadline/,
    );
  });

  it("ends before Zapier's 30 s limit at the real budget, with the project id", async () => {
    setStepBudgetMs(RUN_BUDGET_MS);
    const { result, ms } = await timed(() => appTester(perform, { authData: auth(), inputData }));
    expect(result).toMatchObject({ id: 'img-stalled', status: 'queued' });
    expect(ms).toBeLessThan(30_000);
  }, 45_000);
});
