/**
 * Driving n8n 2.40's workflow editor: opening a workflow, opening a node's panel from the canvas,
 * reading which parameter labels a fresh panel shows, and searching the node picker. Selectors are
 * n8n's own `data-test-id`s.
 */
import type { Locator, Page } from 'playwright-core';

const byTestId = (page: Page | Locator, id: string) => page.locator(`[data-test-id="${id}"]`);

/** Opens a workflow in the editor and resolves once its canvas shows every node. */
export async function openWorkflow(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}/workflow/${id}`);
  await byTestId(page, 'canvas-node').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** The node details panel. */
export const ndv = (page: Page): Locator => byTestId(page, 'ndv');

/**
 * Opens a node's panel by double-clicking it on the canvas; resolves when its parameters render
 * (`firstParameter`: the parameter to wait for, the action node's Operation by default).
 */
export async function openNode(
  page: Page,
  nodeName: string,
  firstParameter = 'operation',
): Promise<Locator> {
  const node = page.locator(`[data-test-id="canvas-node"][data-node-name="${nodeName}"]`);
  await node.dblclick();
  const panel = ndv(page);
  await byTestId(panel, `parameter-input-${firstParameter}`).waitFor();
  await page.mouse.move(0, 0);
  return panel;
}

/** The panel's middle column (tabs and parameters), for screenshots of the form alone. */
export const parametersPane = (panel: Locator): Locator =>
  panel
    .locator('div')
    .filter({ has: byTestId(panel.page(), 'tab-params') })
    .filter({ has: byTestId(panel.page(), 'node-parameters') })
    .last();

/** Closes the open node panel. */
export async function closeNode(page: Page): Promise<void> {
  await byTestId(page, 'ndv-close-button').click();
  await ndv(page).waitFor({ state: 'hidden' });
}

/**
 * The labels of the parameters the open panel shows without opening anything: top-level parameter
 * labels only (nothing inside a collection or fixed collection), visible, trimmed of the required mark.
 */
export async function visibleParameterLabels(panel: Locator): Promise<string[]> {
  return await byTestId(panel, 'node-parameters').evaluate((root) => {
    const nested =
      '[class*="collectionParameter"], [class*="fixed-collection"], [class*="fixedCollection"]';
    return Array.from(root.querySelectorAll('label.n8n-input-label'))
      .filter((label) => !label.parentElement?.closest(nested))
      .filter((label) => (label as HTMLElement).offsetParent !== null)
      .map((label) => label.querySelector('[class*="_title"]') ?? label)
      .map((title) => (title.textContent ?? '').replace(/\s*\*\s*$/, '').trim());
  });
}

/** The node picker panel. */
export const picker = (page: Page): Locator => byTestId(page, 'node-creator');

/** Opens the node picker from the canvas' "+" button. */
export async function openPicker(page: Page): Promise<Locator> {
  await byTestId(page, 'node-creator-plus-button').click();
  const creator = picker(page);
  await byTestId(creator, 'node-creator-search-bar').waitFor();
  return creator;
}

/** Types `term` into the open picker and returns the names of the nodes it lists. */
export async function searchPicker(page: Page, term: string): Promise<string[]> {
  const creator = picker(page);
  const bar = byTestId(creator, 'node-creator-search-bar');
  await bar.fill('');
  await bar.fill(term);
  // The list re-renders on each keystroke; wait until it reflects the full term.
  await page.waitForTimeout(400);
  await page.waitForLoadState('networkidle');
  const items = byTestId(creator, 'node-creator-item-name');
  return (await items.allInnerTexts()).map((t) => t.trim());
}
