import { expect, test, type Page, type Response } from '@playwright/test';
import { SYS_ADMIN, TENANT_ADMIN } from './support/accounts';
import { apiCall } from './support/api';
import { coreText } from './support/locales';
import { EXPIRES_KEY, hashPath, loginViaApi, loginViaUi, storedToken, TOKEN_KEY } from './support/login';

interface MenuNode {
  name: string;
  title?: string;
  type: string;
  path?: string;
  children?: MenuNode[];
}

/** What the side menu must show for a server tree: directories with a visible child and menu leaves, in order. */
function visibleEntries(nodes: MenuNode[] | undefined): { kind: 'dir' | 'leaf'; node: MenuNode }[] {
  const out: { kind: 'dir' | 'leaf'; node: MenuNode }[] = [];
  for (const node of nodes ?? []) {
    if (node.type === '1') out.push({ kind: 'leaf', node });
    if (node.type === '0') {
      const inner = visibleEntries(node.children);
      if (inner.length) out.push({ kind: 'dir', node }, ...inner);
    }
  }
  return out;
}

function findNode(nodes: MenuNode[] | undefined, name: string): MenuNode | undefined {
  for (const node of nodes ?? []) {
    const hit = node.name === name ? node : findNode(node.children, name);
    if (hit) return hit;
  }
  return undefined;
}

/** The side menu as rendered: one row per directory button / leaf link, in document order. */
async function renderedEntries(page: Page): Promise<{ kind: 'dir' | 'leaf'; label: string; href: string | null }[]> {
  return page.locator('.tessera-side-menu .tessera-menu-entry').evaluateAll((els) =>
    els.map((el) => ({
      kind: el.tagName === 'A' ? ('leaf' as const) : ('dir' as const),
      label: (el.querySelector('.tessera-menu-label')?.textContent ?? '').trim(),
      href: el.getAttribute('href'),
    })),
  );
}

/** Compares the side menu with the server's tree; labels are checked against the shipped locale files. */
async function expectMenuMatchesServer(page: Page, tree: MenuNode[], lang: string): Promise<void> {
  const expected = visibleEntries(tree);
  expect(expected.length).toBeGreaterThan(3);
  await expect.poll(async () => (await renderedEntries(page)).length).toBe(expected.length);
  const rendered = await renderedEntries(page);
  expected.forEach(({ kind, node }, i) => {
    const row = rendered[i];
    expect(row.kind, `entry ${i} (${node.name})`).toBe(kind);
    if (kind === 'leaf') expect(row.href, `entry ${i} (${node.name})`).toBe(`#${node.path}`);
    const key = node.title ?? node.name;
    const text = coreText(lang, key);
    // Core menu titles come from the core locale files; a market entry's title comes from its manifest.
    if (text !== undefined) expect(row.label, `entry ${i} (${node.name})`).toBe(text);
    else expect(row.label, `entry ${i} (${node.name})`).not.toMatch(/^(menu\.)?$/);
  });
}

test.describe('shell', () => {
  test('the SYS_ADMIN lands on the multisite list after the landing delay', async ({ page, request }) => {
    // The last call of the login sequence; the landing delay (the spec's state rules: 500 ms for multisite roles)
    // starts after it.
    const me = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
    await loginViaUi(page, SYS_ADMIN);
    const meResponse = await me;
    await meResponse.finished();
    const timing = meResponse.request().timing();
    expect(timing.responseEnd).toBeGreaterThan(0);
    const loggedInAt = timing.startTime + timing.responseEnd;
    // Both instants on the browser's clock; polling only ever notices the navigation late, never early.
    const landedAt = await (await page.waitForFunction(() => !location.hash.startsWith('#/auth/') && Date.now(), null, { polling: 'raf' })).jsonValue();
    expect(Number(landedAt) - loggedInAt).toBeGreaterThanOrEqual(450);
    expect(Number(landedAt) - loggedInAt).toBeLessThan(5_000);

    // The route named multisiteList in the server's tree, not a hard-coded path.
    const token = await storedToken(page);
    const auth = await apiCall<{ menu_tree: MenuNode[] }>(request, token!, '/user/function/auth');
    const multisite = findNode(auth.data.menu_tree, 'multisiteList');
    expect(multisite?.path).toBeTruthy();
    expect(hashPath(page)).toBe(multisite!.path);
    await expect(page.locator('.tessera-side-menu')).toBeVisible();
    await expect(page.locator(`.tessera-side-menu a[href="#${multisite!.path}"]`)).toHaveClass(/is-active/);
  });

  test('the TENANT_ADMIN lands on home and sees the server menu', async ({ page, request }) => {
    await loginViaUi(page, TENANT_ADMIN);
    await page.waitForURL(/#\/home$/);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const auth = await apiCall<{ menu_tree: MenuNode[] }>(request, token!, '/user/function/auth');
    expect(auth.code).toBe(200);
    await expectMenuMatchesServer(page, auth.data.menu_tree, 'ch');
  });

  test('home shows live CPU and memory curves', async ({ page, request }) => {
    const chartResponses: { body: { cpu: { sysTime: number }[]; mem: { sysTime: number }[] } }[] = [];
    page.on('response', (res: Response) => {
      if (!res.url().endsWith('/api/home/chart')) return;
      void res.json().then(
        (env) => chartResponses.push({ body: env.data }),
        () => undefined,
      );
    });
    await loginViaApi(page, request, TENANT_ADMIN, '/home');
    const charts = page.locator('.tessera-view .tessera-home [data-testid=echart]');
    await expect(charts).toHaveCount(2);
    await expect(charts.nth(0).locator('canvas')).toBeVisible();
    await expect(charts.nth(1).locator('canvas')).toBeVisible();

    const lastSample = () => {
      const r = chartResponses.at(-1)?.body;
      return r ? Math.max(r.cpu.at(-1)?.sysTime ?? 0, r.mem.at(-1)?.sysTime ?? 0) : 0;
    };
    const pixels = () =>
      charts
        .nth(0)
        .locator('canvas')
        .first()
        .evaluate((c: HTMLCanvasElement) => c.toDataURL());
    await expect.poll(() => chartResponses.length).toBeGreaterThan(0);
    const firstSample = lastSample();
    const firstPixels = await pixels();
    // The page polls every 5 s and the server samples every 5 s: within two periods a newer sample arrives…
    await expect.poll(lastSample, { timeout: 15_000, intervals: [500] }).toBeGreaterThan(firstSample);
    expect(chartResponses.length).toBeGreaterThanOrEqual(2);
    // …and the curve on the canvas is redrawn with it.
    await expect.poll(pixels, { timeout: 5_000 }).not.toBe(firstPixels);
  });

  test('switching language retitles the menu and survives a reload', async ({ page, request }) => {
    const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
    const auth = await apiCall<{ menu_tree: MenuNode[] }>(request, session.token, '/user/function/auth');
    await expectMenuMatchesServer(page, auth.data.menu_tree, 'ch');
    const homeLink = page.locator('.tessera-side-menu a[href="#/home"] .tessera-menu-label');
    await expect(homeLink).toHaveText(coreText('ch', 'menu.home')!);

    const languageSelect = page.locator('.tessera-top-bar .tessera-language-switch select');
    await languageSelect.selectOption('en');
    await expect(homeLink).toHaveText(coreText('en', 'menu.home')!);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expectMenuMatchesServer(page, auth.data.menu_tree, 'en');

    await page.reload();
    await expect(homeLink).toHaveText(coreText('en', 'menu.home')!);
    await expect(languageSelect).toHaveValue('en');
    await expectMenuMatchesServer(page, auth.data.menu_tree, 'en');
  });

  test('switching theme changes the root and survives a reload', async ({ page, request }) => {
    await loginViaApi(page, request, TENANT_ADMIN, '/home');
    const root = page.locator('html');
    const before = await root.getAttribute('data-theme');
    expect(['blue', 'white']).toContain(before);
    const after = before === 'blue' ? 'white' : 'blue';
    await expect(root).toHaveClass(new RegExp(`tessera-theme-${before}`));

    await page.locator('.tessera-theme-switch').click();
    await expect(root).toHaveAttribute('data-theme', after);
    await expect(root).toHaveClass(new RegExp(`tessera-theme-${after}`));
    await expect(root).not.toHaveClass(new RegExp(`tessera-theme-${before}`));

    await page.reload();
    await expect(page.locator('.tessera-side-menu')).toBeVisible();
    await expect(root).toHaveAttribute('data-theme', after);
    await expect(root).toHaveClass(new RegExp(`tessera-theme-${after}`));

    // And back, so the toggle works both ways.
    await page.locator('.tessera-theme-switch').click();
    await expect(root).toHaveAttribute('data-theme', before!);
  });

  test('logging out returns to login, drops the token and guards home', async ({ page, request }) => {
    const session = await loginViaApi(page, request, TENANT_ADMIN, '/home');
    await page.getByRole('button', { name: coreText('ch', 'layout.userMenu') }).click();
    await page.getByRole('menuitem', { name: coreText('ch', 'layout.logout') }).click();
    await page.waitForURL(/#\/auth\/login$/);
    await expect(page.locator('#account')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('permissions'))).toBeNull();
    // The server revoked it too.
    expect((await apiCall(request, session.token, '/auth/me')).code).toBe(401);

    await page.goto('/#/home');
    await page.waitForURL(/#\/auth\/login$/);
    await expect(page.locator('#account')).toBeVisible();
    await expect(page.locator('.tessera-side-menu')).toHaveCount(0);
  });

  test('an expired stored token sends a protected route to login with the expiry message', async ({ page, request }) => {
    await loginViaApi(page, request, TENANT_ADMIN, '/home');
    await page.evaluate(
      ({ tokenKey, expiresKey }) => {
        for (const s of [localStorage, sessionStorage]) {
          if (s.getItem(tokenKey)) s.setItem(expiresKey, String(Date.now() - 60_000));
        }
      },
      { tokenKey: TOKEN_KEY, expiresKey: EXPIRES_KEY },
    );
    await page.goto('about:blank');
    await page.goto('/#/home');
    await expect(page.getByText(coreText('ch', 'session.expired')!)).toBeVisible();
    expect(coreText('ch', 'session.expired')).toBe('用户登录已过期，请重新登录！');
    await page.waitForURL(/#\/auth\/login$/);
    await expect(page.locator('#account')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a session that expires while the console is open is stopped by the guard on the next route', async ({ page, request }) => {
    // The page's clock, so the token can expire without waiting for it; the server's clock is untouched.
    await page.clock.install();
    const session = await loginViaApi(page, request, TENANT_ADMIN, '/system/extensions');
    await expect(page.locator('.tessera-view .tessera-diagnostics')).toBeVisible();
    await page.clock.setSystemTime(Date.now() + session.expiresIn * 1000 + 60_000);
    await page.locator('.tessera-side-menu a[href="#/home"]').click();
    await expect(page.getByText(coreText('ch', 'session.expired')!)).toBeVisible();
    await page.waitForURL(/#\/auth\/login$/);
    await expect(page.locator('#account')).toBeVisible();
    await expect(page.locator('.tessera-side-menu')).toHaveCount(0);
  });
});
