/**
 * The node as a user meets it in real n8n 2.40's editor, driven in Debian's Chromium: every tool's
 * panel shows the tool's primary inputs (from the catalog) without opening a collection, and the
 * node picker finds the node by the words users search for. Saves the screenshots the README shows.
 */
import {
  closeNode,
  openNode,
  openPicker,
  openWorkflow,
  parametersPane,
  picker,
  searchPicker,
  visibleParameterLabels,
} from '../e2e/browser/editor';
import { startEditorFixture, type EditorFixture } from '../e2e/browser/fixture';
import { catalogHasPrimary, toolForms, toolsWorkflow } from '../e2e/browser/tool-forms';
import { GenService } from '../../n8n-nodes/nodes/GenService/GenService.node';

jest.setTimeout(5 * 60_000);

/** Tools whose panels are saved as screenshots (the README shows them). */
const SCREENSHOT_TOOLS = new Set(['face-swap', 'lip-sync', 'ai-image-generator']);
const PICKER_SEARCHES = ['lip sync', 'Magic Hour', 'remove background'];

const forms = toolForms();
const nodeName = new GenService().description.displayName;
let editor: EditorFixture;
const started = Date.now();

beforeAll(async () => {
  editor = await startEditorFixture();
  const id = await editor.session.createWorkflow(toolsWorkflow(forms));
  await openWorkflow(editor.page, editor.n8n.url, id);
}, 10 * 60_000);

afterAll(async () => {
  await editor?.stop();
  const basis = catalogHasPrimary() ? 'primary' : 'required (no primary marks yet)';
  console.log(
    `editor browser test: ${((Date.now() - started) / 1000).toFixed(1)} s, inputs: ${basis}`,
  );
});

describe('every tool shows its primary inputs without opening a collection', () => {
  test.each(forms.map((form) => [form.nodeName, form] as const))('%s', async (_, form) => {
    const panel = await openNode(editor.page, form.nodeName);
    try {
      const labels = await visibleParameterLabels(panel);
      if (SCREENSHOT_TOOLS.has(form.op.key))
        await parametersPane(panel).screenshot({ path: editor.screenshot(`${form.op.key}.png`) });
      expect(form.primaryLabels.length).toBeGreaterThan(0);
      const missing = form.primaryLabels.filter((label) => !labels.includes(label));
      expect({ tool: form.nodeName, missing, shown: labels }).toEqual({
        tool: form.nodeName,
        missing: [],
        shown: labels,
      });
    } finally {
      await closeNode(editor.page);
    }
  });
});

describe('the node picker', () => {
  beforeAll(async () => {
    await openPicker(editor.page);
  });

  test.each(PICKER_SEARCHES)('finds the node by "%s"', async (term) => {
    const names = await searchPicker(editor.page, term);
    if (term === PICKER_SEARCHES[0])
      await picker(editor.page).screenshot({ path: editor.screenshot('picker-lip-sync.png') });
    expect({ term, names }).toEqual({ term, names: expect.arrayContaining([nodeName]) });
  });
});
