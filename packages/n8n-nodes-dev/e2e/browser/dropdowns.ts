/**
 * Opening n8n 2.40's dropdowns in the node panel: an options parameter's list, and a Resource
 * Locator's mode switch and searchable list. Each resolves with the open list (a popper outside the
 * panel's DOM) once its items render. Selectors are n8n's own `data-test-id`s and Element Plus classes.
 */
import type { Locator, Page } from 'playwright-core';

const byTestId = (root: Page | Locator, id: string) => root.locator(`[data-test-id="${id}"]`);

/** The parameter `name` in the open panel. */
export const parameter = (panel: Locator, name: string): Locator =>
  byTestId(panel, `parameter-input-${name}`);

/** The visible Element Plus dropdown (there is at most one open at a time). */
const openDropdown = (page: Page): Locator =>
  page.locator('.el-select-dropdown:visible, .el-popper:visible .el-select-dropdown').first();

/** Opens the options parameter `name` and returns its list's items. */
export async function openOptions(panel: Locator, name: string): Promise<Locator> {
  await parameter(panel, name).locator('input').first().click();
  const items = openDropdown(panel.page()).locator('.el-select-dropdown__item');
  await items.first().waitFor();
  return items;
}

/**
 * Opens the mode switch of the Resource Locator `name`; resolves with the mode items shown
 * (their labels in `allInnerTexts()`).
 */
export async function openLocatorModes(panel: Locator, name: string): Promise<Locator> {
  await byTestId(parameter(panel, name), 'rlc-mode-selector').locator('input').first().click();
  const items = openDropdown(panel.page()).locator('.el-select-dropdown__item');
  await items.first().waitFor();
  return items;
}

/** Picks mode `label` in the open mode switch, then opens that mode's searchable list. */
export async function openLocatorList(
  panel: Locator,
  name: string,
  label: string,
): Promise<Locator> {
  const page = panel.page();
  await openDropdown(page).locator('.el-select-dropdown__item', { hasText: label }).click();
  await byTestId(parameter(panel, name), 'rlc-input').click();
  // n8n's popover drops its data-test-id: the list is the innermost box with the search and items.
  await byTestId(page, 'rlc-item').first().waitFor({ timeout: 30_000 });
  const list = page
    .locator('div')
    .filter({ has: byTestId(page, 'rlc-search') })
    .filter({ has: byTestId(page, 'rlc-item') })
    .last();
  return list;
}

/**
 * What an open options list shows of each option: its name and description text, and whether
 * either is cut (the name overflowing its box, the description clamped by n8n to two lines).
 */
export async function shownOptions(
  items: Locator,
): Promise<{ name: string; description: string; cut: boolean }[]> {
  return await items.evaluateAll((els) =>
    els.map((el) => {
      const head = (el.querySelector('.option-headline') ?? el) as HTMLElement;
      const desc = el.querySelector('.option-description') as HTMLElement | null;
      const over = (e: HTMLElement | null) =>
        !!e && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
      return {
        name: head.innerText.trim(),
        description: desc?.innerText.trim() ?? '',
        cut: over(head) || over(desc),
      };
    }),
  );
}

/** Whether the select box of parameter `name` shows its whole value (nothing cut at its edge). */
export async function selectShowsWhole(panel: Locator, name: string): Promise<boolean> {
  return await parameter(panel, name)
    .locator('input')
    .first()
    .evaluate((e) => e.scrollWidth <= e.clientWidth + 1);
}

/** The names a Resource Locator list shows. */
export async function listedNames(list: Locator): Promise<string[]> {
  return (await byTestId(list, 'rlc-item').allInnerTexts()).map((t) => t.trim());
}

/** The union of the boxes of `locators`, padded, for one screenshot of a panel with its popper. */
export async function unionClip(
  locators: Locator[],
  pad = 8,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const boxes = (await Promise.all(locators.map((l) => l.boundingBox()))).filter((b) => !!b);
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + pad;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + pad;
  return { x, y, width: right - x, height: bottom - y };
}
