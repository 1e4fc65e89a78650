/**
 * The credential form as a new user meets it in real n8n 2.40's editor (Debian's Chromium): the
 * Relay URL is empty (no relay in an ordinary build) and no relay token is asked for; a relay of one's own
 * brings up the Relay Token field, and an emptied Relay URL hides it again. Saves the screenshots
 * the README shows. Saving runs the nodes' connection test (testedBy), whose words the form shows.
 */
import type { Locator } from 'playwright-core';
import { HOSTED_RELAY_URL } from '../../n8n-nodes/credentials/GenServiceApi.credentials';
import { startEditorFixture, type EditorFixture } from '../e2e/browser/fixture';

jest.setTimeout(5 * 60_000);

let editor: EditorFixture;
let dialog: Locator;

const byTestId = (id: string) => `[data-test-id="${id}"]`;
/** The field labels the form shows (their first line: n8n's Fixed/Expression toggle follows). */
const labels = async () =>
  (await dialog.locator('label.n8n-input-label').allInnerTexts()).map((t) =>
    t
      .split('\n')[0]!
      .replace(/\s*\*\s*$/, '')
      .trim(),
  );
const relayUrl = () => dialog.locator(`${byTestId('parameter-input-relayUrl')} input`);

beforeAll(async () => {
  editor = await startEditorFixture();
  const { page } = editor;
  await page.goto(`${editor.n8n.url}/home/credentials`);
  await page.locator(byTestId('add-resource-credential')).click();
  await page.locator(`${byTestId('new-credential-type-select')} input`).fill('Magic Hour');
  await page.locator(byTestId('new-credential-type-select-option')).first().click();
  await page.locator(byTestId('new-credential-type-button')).click();
  dialog = page.locator(byTestId('credential-edit-dialog'));
  await relayUrl().waitFor();
  await dialog.getByText('Webhook Signing Secret').waitFor();
  await page.mouse.move(0, 0);
}, 10 * 60_000);

afterAll(async () => {
  await editor?.stop();
});

describe('the Magic Hour credential form in the n8n editor', () => {
  it('offers no relay by default (an ordinary build) and asks for no relay token', async () => {
    expect(HOSTED_RELAY_URL).toBe('');
    expect(await relayUrl().inputValue()).toBe('');
    expect(await labels()).toEqual(
      expect.arrayContaining(['API Key', 'Base URL', 'Relay URL', 'Webhook Signing Secret']),
    );
    expect((await labels()).some((l) => l.startsWith('Relay Token'))).toBe(false);
    await editor.page.screenshot({ path: editor.screenshot('credential.png') });
  });

  it('asks for a relay token only for a relay of one’s own', async () => {
    await relayUrl().fill('https://relay.example.com');
    await dialog.getByText('Relay Token (Self-Hosted Relays Only)').waitFor();
    await relayUrl().blur();
    await editor.page.mouse.move(0, 0);
    await editor.page.screenshot({ path: editor.screenshot('credential-own-relay.png') });
    await relayUrl().fill('');
    await dialog.getByText('Relay Token (Self-Hosted Relays Only)').waitFor({ state: 'hidden' });
    expect((await labels()).some((l) => l.startsWith('Relay Token'))).toBe(false);
  });

  it('runs the nodes’ connection test on save and shows its words under More details', async () => {
    await dialog.locator(`${byTestId('parameter-input-apiKey')} input`).fill('sk_browser_test');
    await dialog.locator(`${byTestId('parameter-input-baseUrl')} input`).fill('http://127.0.0.1:9');
    await editor.page.locator(byTestId('credential-save-button')).click();
    await dialog.getByText('Couldn’t connect with these settings').waitFor();
    await dialog.getByText('More details').click();
    await dialog.getByText('Could not reach the service at http://127.0.0.1:9: ').waitFor();
    await editor.page.screenshot({ path: editor.screenshot('credential-test.png') });
  });
});
