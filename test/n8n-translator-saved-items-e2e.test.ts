/**
 * Issue 19's new inputs in real n8n against the sandbox: the AI Video
 * Translator from a video URL to a finished video downloaded as a file, and a
 * saved item (given to the key through the sandbox's control API) picked in
 * the "From Saved Item" list of a face swap's file inputs, created with no
 * upload-url call (requests counted at a proxy in front of the sandbox).
 */
import { login, restCall } from '../packages/n8n-nodes-dev/e2e/n8n-rest';
import {
  API_KEY,
  startWorkflowEnv,
  type WorkflowEnv,
} from '../packages/n8n-nodes-dev/e2e/workflow-env';
import { CREDENTIAL, workflow } from '../packages/n8n-nodes-dev/e2e/workflows';

jest.setTimeout(10 * 60_000);

const TRANSLATE_ID = 'gsWfTranslate001';
const SAVED_ID = 'gsWfSavedItem001';
const credentials = { genServiceApi: CREDENTIAL };
const start = {
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  parameters: {},
};
const locator = (mode: string, value: string) => ({ __rl: true, mode, value });

let env: WorkflowEnv;
let character: { id: string; file_path: string };

beforeAll(async () => {
  env = await startWorkflowEnv(async ({ n8n, sandbox }, creds) => {
    const res = await fetch(`${sandbox.baseUrl}/_sandbox/saved-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'character', name: 'Ava', media: ['IMAGE'] }),
    });
    const item = (await res.json()) as { id: string; assets: { file_path: string }[] };
    character = { id: item.id, file_path: item.assets[0]!.file_path };
    const translate = workflow(TRANSLATE_ID, 'Translate a video', [
      start,
      {
        name: 'Translate',
        type: 'n8n-nodes-magic-hour.genService',
        typeVersion: 1,
        credentials,
        parameters: {
          resource: 'video',
          operation: 'ai-video-translator',
          assets_video_file_path: locator('input', 'https://example.com/clips/interview.mp4'),
          end_seconds: 5,
          target_language: 'Spanish',
          additionalFields: {},
          waitForCompletion: true,
          downloadOutputs: true,
          options: {},
        },
      },
    ]);
    const swap = workflow(SAVED_ID, 'Face swap with a saved character', [
      start,
      {
        name: 'Face Swap',
        type: 'n8n-nodes-magic-hour.genService',
        typeVersion: 1,
        credentials,
        parameters: {
          resource: 'image',
          operation: 'face-swap-photo',
          assets_target_file_path: locator('input', 'https://example.com/photos/team.jpg'),
          assets_source_file_path: locator('list', character.file_path),
          additionalFields: {},
          waitForCompletion: true,
          downloadOutputs: false,
          options: {},
        },
      },
    ]);
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', [translate, swap])}`]);
  });
});

afterAll(async () => await env?.close());

const uploadUrlCalls = () =>
  env.counter.requests.filter((r) => r === 'POST /v1/files/upload-urls').length;

describe('issue 19 inputs in real n8n', () => {
  it('translates a video from its URL into a finished video, downloaded as a file', async () => {
    const { items, creates } = await env.execute(TRANSLATE_ID, 'Translate');
    expect(creates.map((c) => c.path)).toEqual(['/v1/ai-video-translator']);
    expect(creates[0]!.body).toMatchObject({
      assets: { video_file_path: 'https://example.com/clips/interview.mp4' },
      end_seconds: 5,
      target_language: 'Spanish',
    });
    expect(items).toHaveLength(1);
    expect(items[0]!.json).toMatchObject({ status: 'complete', kind: 'video' });
    expect(String(items[0]!.binary?.data?.fileName)).toMatch(/\.mp4$/);
    expect(Number(items[0]!.binary?.data?.fileSize ?? 0)).not.toBe(0);
  });

  it('lists the saved character in the face swap "From Saved Item" list and creates with its file_path, with no upload-url call', async () => {
    const before = uploadUrlCalls();
    const { items, creates } = await env.execute(SAVED_ID, 'Face Swap');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({
      assets: {
        target_file_path: 'https://example.com/photos/team.jpg',
        source_file_path: character.file_path,
      },
    });
    expect(items[0]!.json).toMatchObject({ status: 'complete' });
    expect(uploadUrlCalls() - before).toBe(0);

    await env.n8n.start();
    await env.n8n.ownerApiKey();
    const cookie = await login(env.n8n.url);
    const found = (await restCall(
      env.n8n.url,
      cookie,
      'dynamic-node-parameters/resource-locator-results',
      {
        method: 'POST',
        body: JSON.stringify({
          nodeTypeAndVersion: { name: 'n8n-nodes-magic-hour.genService', version: 1 },
          methodName: 'searchSavedImage',
          path: 'parameters.assets_source_file_path',
          currentNodeParameters: { resource: 'image', operation: 'face-swap-photo' },
          credentials,
          filter: 'ava',
        }),
      },
    )) as { data: { results: { name: string; value: string }[] } };
    expect(found.data.results).toEqual([
      expect.objectContaining({ name: 'Ava (Character)', value: character.file_path }),
    ]);
  });
});
