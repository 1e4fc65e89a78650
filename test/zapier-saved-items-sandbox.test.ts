/**
 * The Zapier app's saved items and Estimate Credits against the sandbox over
 * real HTTP on 127.0.0.1 (no relay): the key is given a saved character
 * through the sandbox's control API; the "From Saved Item" dropdown and Find
 * Saved Item offer its `file_path`; a face swap created with it finishes with
 * no upload-url call; Estimate Credits prices a run and creates nothing.
 * Requests are counted at a proxy in front of the sandbox.
 */
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { createAppTester } from 'zapier-platform-core';
import {
  startCreateCounter,
  type CreateCounter,
} from '../packages/n8n-nodes-dev/e2e/create-counter';
import App from '../packages/zapier-app/src';
import { BASE_URL_ENV, RELAY_URL_ENV } from '../packages/zapier-app/src/auth/settings';
import {
  callable,
  createOf,
  searchOf,
  triggerPerformOf,
} from '../packages/zapier-app/test/app-members';

const API_KEY = 'sk_zapier_saved_items';
const appTester = createAppTester(App);
const authData = { api_key: API_KEY };
const saved = { env: [BASE_URL_ENV, RELAY_URL_ENV].map((n) => [n, process.env[n]] as const) };

let sandbox: Sandbox;
let counter: CreateCounter;
let filePath: string;

const call = (fn: unknown, what: string, inputData: Record<string, unknown> = {}) =>
  appTester(callable(fn, what), { authData, inputData });
const uploadUrlCalls = () =>
  counter.requests.filter((r) => r === 'POST /v1/files/upload-urls').length;

beforeAll(async () => {
  sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true, jobDurationMs: 300 });
  counter = await startCreateCounter(sandbox.baseUrl);
  process.env[BASE_URL_ENV] = counter.url;
  delete process.env[RELAY_URL_ENV];
  const res = await fetch(`${sandbox.baseUrl}/_sandbox/saved-items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'character', name: 'Ava', media: ['IMAGE'] }),
  });
  filePath = ((await res.json()) as { assets: { file_path: string }[] }).assets[0]!.file_path;
});

afterAll(async () => {
  for (const [name, value] of saved.env)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await counter?.close();
  await sandbox?.close();
});

describe('saved items and Estimate Credits in the Zapier app, against the sandbox', () => {
  it('offers the saved character in the image dropdown and Find Saved Item, by file_path', async () => {
    const choices = await appTester(triggerPerformOf('saved_items_image'), { authData });
    expect(choices).toEqual([{ id: filePath, name: 'Ava (Character)' }]);
    expect(await appTester(triggerPerformOf('saved_items_audio'), { authData })).toEqual([]);
    const found = (await call(searchOf('find_saved_item').operation.perform, 'search', {
      name: 'ava',
      type: 'character',
    })) as { file_path: string; preview_url: string }[];
    expect(found).toEqual([expect.objectContaining({ file_path: filePath, name: 'Ava' })]);
    expect((await fetch(found[0]!.preview_url)).status).toBe(200);
  });

  it('estimates a face swap with the saved character, then creates it with no upload-url call and it finishes', async () => {
    const input = {
      assets__target_file_path: 'https://example.com/photos/team.jpg',
      assets__source_file_path_saved_item: filePath,
    };
    const before = counter.creates.length;
    const [estimate] = (await call(searchOf('estimate_credits').operation.perform, 'estimate', {
      tool: 'face-swap-photo',
      ...input,
    })) as Record<string, unknown>[];
    expect(estimate).toMatchObject({ unknown: false, covered_by_dedupe_key: false });
    expect(estimate!.credits_estimated).toEqual(expect.any(Number));
    expect(estimate!.balance).toEqual(expect.any(Number));
    expect(counter.creates.length).toBe(before);

    const uploads = uploadUrlCalls();
    const done = (await call(createOf('face_swap_photo').operation.perform, 'create', {
      ...input,
      wait_for_result: 'true',
    })) as Record<string, unknown>;
    expect(done).toMatchObject({
      status: 'complete',
      credits_estimated: estimate!.credits_estimated,
    });
    expect(counter.creates.slice(before).map((c) => c.body)).toEqual([
      {
        assets: {
          target_file_path: 'https://example.com/photos/team.jpg',
          source_file_path: filePath,
        },
      },
    ]);
    expect(uploadUrlCalls()).toBe(uploads);
  });
});
