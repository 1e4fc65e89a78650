/**
 * The newer parts of the Magic Hour node as a user meets them in real n8n 2.40's editor (Debian's
 * Chromium), against the sandbox: Estimate Credits with a tool's form, the "From list" mode of a
 * file input holding the account's saved items, and the Text to Video model list with each
 * model's price. Saves the screenshots the README shows.
 */
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import {
  listedNames,
  openLocatorList,
  openLocatorModes,
  openOptions,
  selectShowsWhole,
  shownOptions,
  unionClip,
} from '../e2e/browser/dropdowns';
import {
  closeNode,
  openNode,
  openWorkflow,
  parametersPane,
  visibleParameterLabels,
} from '../e2e/browser/editor';
import { startEditorFixture, type EditorFixture } from '../e2e/browser/fixture';
import { NODE_TYPE, toolForms } from '../e2e/browser/tool-forms';
import { GenService } from '../../n8n-nodes/nodes/GenService/GenService.node';

jest.setTimeout(5 * 60_000);

const API_KEY = 'sk_editor_features';
const SAVED = [
  { type: 'character', name: 'Ava Studio Portrait', media: ['IMAGE'] },
  { type: 'reference', name: 'Summer Beach Backdrop', media: ['IMAGE'] },
];
const NODES = {
  estimate: 'Estimate Text to Video Credits',
  faceSwap: 'Face Swap (Photo)',
  textToVideo: 'Text to Video',
};

/** The first file input (Resource Locator) of `operation`, read from the node's properties. */
const firstFileInput = (operation: string): string => {
  const property = new GenService().description.properties.find(
    (p) =>
      p.type === 'resourceLocator' &&
      (p.displayOptions?.show?.operation as string[] | undefined)?.includes(operation),
  );
  if (!property) throw new Error(`${operation} has no file input`);
  return property.name;
};

let sandbox: Sandbox;
let editor: EditorFixture;
const started = Date.now();

beforeAll(async () => {
  sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true });
  for (const item of SAVED) {
    const res = await fetch(`${sandbox.baseUrl}/_sandbox/saved-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(item),
    });
    if (!res.ok) throw new Error(`sandbox saved-items answered ${res.status}`);
  }
  editor = await startEditorFixture();
  const credential = await editor.session.createCredential({
    name: 'Magic Hour (sandbox)',
    type: 'genServiceApi',
    data: { apiKey: API_KEY, baseUrl: sandbox.baseUrl, relayUrl: '' },
  });
  const node = (id: string, name: string, x: number, parameters: Record<string, unknown>) => ({
    id,
    name,
    type: NODE_TYPE,
    typeVersion: 1,
    position: [x, 0] as [number, number],
    parameters,
    credentials: { genServiceApi: credential },
  });
  const id = await editor.session.createWorkflow({
    name: 'Newer Magic Hour features',
    nodes: [
      node('estimate', NODES.estimate, 0, {
        resource: 'video',
        operation: 'estimateCredits',
        estimateTool: 'text-to-video',
      }),
      node('face-swap', NODES.faceSwap, 300, {
        resource: 'image',
        operation: 'face-swap-photo',
      }),
      node('text-to-video', NODES.textToVideo, 600, {
        resource: 'video',
        operation: 'text-to-video',
      }),
    ],
    connections: {},
    settings: { executionOrder: 'v1' },
  });
  await openWorkflow(editor.page, editor.n8n.url, id);
}, 10 * 60_000);

afterAll(async () => {
  await editor?.stop();
  await sandbox?.close();
  console.log(`editor features browser test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('Estimate Credits in the n8n editor', () => {
  it('shows the Tool list and what estimating does, then the chosen tool’s own form', async () => {
    const panel = await openNode(editor.page, NODES.estimate);
    try {
      const pane = parametersPane(panel);
      const labels = await visibleParameterLabels(panel);
      const form = toolForms().find((f) => f.op.key === 'text-to-video')!;
      const tool = labels.indexOf('Tool');
      expect(labels.slice(tool, tool + 1 + form.primaryLabels.length)).toEqual([
        'Tool',
        ...form.primaryLabels,
      ]);
      expect(labels).toEqual(expect.arrayContaining(['Dedupe Key']));
      expect(labels).not.toContain('Wait for Completion');
      await pane.getByText('nothing is uploaded, created or charged').waitFor();
      await pane.screenshot({ path: editor.screenshot('estimate-credits.png') });
    } finally {
      await closeNode(editor.page);
    }
  });
});

describe('a file input’s saved items', () => {
  it('offers File and From list, and lists the account’s saved items by name', async () => {
    const panel = await openNode(editor.page, NODES.faceSwap);
    const field = firstFileInput('face-swap-photo');
    try {
      const modes = await openLocatorModes(panel, field);
      expect(await modes.allInnerTexts()).toEqual(['File', 'From list']);
      const list = await openLocatorList(panel, field, 'From list');
      const names = await listedNames(list);
      await editor.page.mouse.move(0, 0);
      await editor.page.screenshot({
        path: editor.screenshot('saved-item-picker.png'),
        clip: await unionClip([parametersPane(panel), list]),
      });
      expect(names).toEqual([
        'Summer Beach Backdrop (Reference)',
        'Ava Studio Portrait (Character)',
      ]);
    } finally {
      await editor.page.keyboard.press('Escape');
      await closeNode(editor.page);
    }
  });
});

describe('the Text to Video model list', () => {
  it('shows each model’s name, price and rule whole, and the chosen one whole in its box', async () => {
    const panel = await openNode(editor.page, NODES.textToVideo);
    try {
      const shown = await shownOptions(await openOptions(panel, 'model'));
      const priced = shown.filter((o) => o.name.includes('Credits/s'));
      expect(priced.length).toBeGreaterThan(5);
      expect(shown.filter((o) => o.cut)).toEqual([]);
      const longest = priced.reduce((a, b) => (b.name.length > a.name.length ? b : a));
      await editor.page
        .locator('.el-select-dropdown__item:visible', { hasText: longest.name })
        .click();
      expect(await selectShowsWhole(panel, 'model')).toBe(true);
      const kling = 'Kling 3.0 · From 48 Credits/s · up to 4K';
      await (await openOptions(panel, 'model')).filter({ hasText: kling }).click();
      expect(await selectShowsWhole(panel, 'model')).toBe(true);
      const items = await openOptions(panel, 'model');
      await items.filter({ hasText: kling }).hover();
      const dropdown = editor.page.locator('.el-select-dropdown:visible').first();
      await editor.page.screenshot({
        path: editor.screenshot('model-prices.png'),
        clip: await unionClip([parametersPane(panel), dropdown]),
      });
    } finally {
      await editor.page.keyboard.press('Escape');
      await closeNode(editor.page);
    }
  });
});
