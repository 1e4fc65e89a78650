/**
 * Everything the editor tests need, started in order and stopped in reverse: real n8n with the
 * package as built for npm, Debian's Chromium, a signed-in owner and one open editor page. A
 * failure while starting stops whatever had started; `stop()` is safe to call at any point.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createN8n, installN8n, type N8n } from '../n8n';
import { launchChromium, type Chromium } from './chromium';
import { signIn, type EditorSession } from './session';

/** Where the editor tests write their screenshots (committed, overwritten on each run). */
export const SCREENSHOTS = join(__dirname, '..', '..', '..', 'n8n-nodes', 'docs', 'screenshots');

export interface EditorFixture {
  n8n: N8n;
  session: EditorSession;
  page: Page;
  /** A path in the screenshots folder. */
  screenshot(name: string): string;
  stop(): Promise<void>;
}

/** Starts n8n and Chromium and signs in; rejects (after cleaning up) if any step fails. */
export async function startEditorFixture(): Promise<EditorFixture> {
  let n8n: N8n | undefined;
  let browser: Chromium | undefined;
  const stop = async () => {
    await browser?.close();
    await n8n?.stop();
    browser = n8n = undefined;
  };
  try {
    const paths = installN8n();
    n8n = await createN8n(paths);
    await n8n.start();
    browser = await launchChromium();
    const session = await signIn(browser.context, n8n.url);
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    mkdirSync(SCREENSHOTS, { recursive: true });
    return { n8n, session, page, screenshot: (name) => join(SCREENSHOTS, name), stop };
  } catch (err) {
    const logs = n8n?.logs().slice(-3000);
    await stop();
    if (logs && err instanceof Error) err.message += `\nn8n log tail:\n${logs}`;
    throw err;
  }
}
