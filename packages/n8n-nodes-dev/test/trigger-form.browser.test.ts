/**
 * The trigger as a new user meets it in real n8n's editor, driven in Debian's Chromium: with no
 * relay configured it starts in Direct mode and says exactly how to register its Production URL
 * and signing secret in Magic Hour, and offers its filters with every job passing by default.
 * Saves the screenshot the README shows.
 */
import { closeNode, openNode, openWorkflow, parametersPane } from '../e2e/browser/editor';
import { startEditorFixture, type EditorFixture } from '../e2e/browser/fixture';

jest.setTimeout(5 * 60_000);

const TRIGGER = 'Magic Hour Trigger';
let editor: EditorFixture;

beforeAll(async () => {
  editor = await startEditorFixture();
  const id = await editor.session.createWorkflow({
    name: 'When a video completes',
    nodes: [
      {
        id: 'trigger',
        name: TRIGGER,
        type: 'n8n-nodes-magic-hour.genServiceTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
    ],
    connections: {},
    settings: { executionOrder: 'v1' },
  });
  await openWorkflow(editor.page, editor.n8n.url, id);
}, 10 * 60_000);

afterAll(async () => {
  await editor?.stop();
});

describe('the Magic Hour Trigger in the n8n editor', () => {
  it('starts in Direct mode, shows how to register its Production URL and signing secret, and offers its filters', async () => {
    const panel = await openNode(editor.page, TRIGGER, 'mode');
    try {
      const pane = parametersPane(panel);
      const notice = pane.getByText('Developer Hub → Webhooks').first();
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await notice.textContent()).toContain('Webhook Signing Secret');
      expect(
        await pane
          .locator('input')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      ).toContain('Direct');
      await pane.getByText('Only Jobs This Workflow Created').first().waitFor({ state: 'visible' });
      expect(await pane.getByText('Filters', { exact: true }).first().isVisible()).toBe(true);
      await panel.screenshot({ path: editor.screenshot('trigger-direct.png') });
    } finally {
      await closeNode(editor.page);
    }
  });
});
