import { expect, type Locator, type Page } from '@playwright/test';
import { coreText } from './locales';

/** A function row as `/user/function/tree` returns it (server module `functions`). */
export interface FunctionNode {
  id: string;
  name: string;
  title?: string;
  type: string;
  path?: string;
  children?: FunctionNode[];
}

export const flattenTree = (nodes: FunctionNode[] = []): FunctionNode[] => nodes.flatMap((n) => [n, ...flattenTree(n.children)]);

/**
 * Opens a screen the way a user does: the side-menu link to `#<path>`, opening its directory first when the link
 * sits in a closed one (directories keep their children mounted but collapsed).
 */
export async function openFromMenu(page: Page, path: string): Promise<void> {
  const selector = `a.tessera-menu-entry[href="#${path}"]`;
  const link = page.locator(`.tessera-side-menu ${selector}`);
  await expect(link).toHaveCount(1);
  // Outermost closed directory first, until the link shows.
  const closed = page.locator('.tessera-side-menu li.tessera-menu-dir[aria-expanded="false"]', { has: page.locator(selector) });
  while (!(await link.isVisible()) && (await closed.count()) > 0) await closed.first().locator(':scope > button.tessera-menu-entry').click();
  const target = new RegExp(`#${path.replace(/[/.]/g, '\\$&')}$`);
  // The directory's Collapse may still be animating open on a loaded machine: a click that landed mid-animation
  // is clicked again (seen once in CI with the cores saturated), rather than failing the journey under test.
  await expect(async () => {
    if (!target.test(page.url())) await link.click();
    await expect(page).toHaveURL(target, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Fills text inputs of a form dialog by `data-testid` (`<prefix>-<field>`). */
export async function fillFields(page: Page, prefix: string, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`${prefix}-${field}`).fill(value);
}

/** The success toast the Notifier shows, with the core `common.<key>` text of the console's default language. */
export async function expectSuccessToast(page: Page, key: 'addSuccess' | 'editSuccess' | 'deleteSuccess', lang = 'ch'): Promise<void> {
  const text = coreText(lang, `common.${key}`);
  expect(text, `core locale ${lang} common.${key}`).toBeTruthy();
  await expect(page.locator('.bp6-toast.bp6-intent-success').filter({ hasText: text! }).first()).toBeVisible();
}

/** The one row of a PagedTable (`<prefix>-row`) that shows `text`. */
export function tableRow(page: Page, prefix: string, text: string): Locator {
  return page.getByTestId(`${prefix}-row`).filter({ hasText: text });
}

/** The id a row's action button carries in its `data-testid` (`<action>-<id>`). */
export async function idFromAction(row: Locator, action: string): Promise<string> {
  const testId = await row.locator(`[data-testid^="${action}-"]`).first().getAttribute('data-testid');
  expect(testId, `${action} button in the row`).toBeTruthy();
  return testId!.slice(action.length + 1);
}

/** The side menu as rendered: one entry per directory button / leaf link, in document order. */
export async function sideMenuEntries(page: Page): Promise<{ kind: 'dir' | 'leaf'; label: string; href: string | null }[]> {
  return page.locator('.tessera-side-menu .tessera-menu-entry').evaluateAll((els) =>
    els.map((el) => ({
      kind: el.tagName === 'A' ? ('leaf' as const) : ('dir' as const),
      label: (el.querySelector('.tessera-menu-label')?.textContent ?? '').trim(),
      href: el.getAttribute('href'),
    })),
  );
}

/**
 * Ticks a Blueprint checkbox the way a user does, by clicking its label (the styled indicator covers the native
 * input, which carries the `data-testid`), and waits until the input reports checked.
 */
export async function tick(input: Locator): Promise<void> {
  await input.locator('xpath=ancestor::label[1]').click();
  await expect(input).toBeChecked();
}

/**
 * Turns on a Blueprint Switch or Checkbox (its input is hidden under the styled indicator, hence `force`). A click
 * that lands while the dialog around it still moves does not toggle it (seen once in CI with the cores saturated):
 * `check` then throws, and the click is tried again until the input is checked.
 */
export async function turnOn(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await expect(control).toBeChecked();
}
