/**
 * Issue 4 end to end, through the console only: SYS_ADMIN creates a tenant with its TENANT_ADMIN; that admin logs
 * in, creates a role granting a subset of the menu (home + operation log) and a user holding it; the user logs in
 * and sees exactly that subset — and a screen outside it is neither in the menu nor reachable by URL or API.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SYS_ADMIN, type Account } from './support/accounts';
import { apiCall } from './support/api';
import { coreText } from './support/locales';
import { hashPath, loginViaUi, storedToken } from './support/login';
import { expectSuccessToast, fillFields, flattenTree, idFromAction, openFromMenu, sideMenuEntries, tableRow, tick, type FunctionNode } from './support/admin';

const LANG = 'ch';
// Unique per run so a re-run against a kept server (reuseExistingServer) cannot collide with earlier rows.
const RUN = Date.now().toString(36);
const TENANT = { name: `E2E Tenant ${RUN}`, adminName: `e2e-admin-${RUN}`, email: `e2e-admin-${RUN}@tessera.test`, password: 'tenant-pass-1' };
const ROLE = { name: `Auditors ${RUN}`, description: 'home and operation log only' };
const MEMBER = { name: `e2e-user-${RUN}`, email: `e2e-user-${RUN}@tessera.test`, password: 'member-pass-1' };
/** Seed names (server menu-seed.ts) the role grants, and a menu it does not (with its route and API). */
const GRANTED = ['home', 'operationLog'];
const OUTSIDE = { name: 'userManagement', path: '/system/users', api: '/user/list' };

const tenantAdmin: Account = { email: TENANT.email, authority: 'TENANT_ADMIN', password: TENANT.password };
const member: Account = { email: MEMBER.email, authority: 'TENANT_USER', password: MEMBER.password };

/** Filled in by the earlier steps (the steps run in order in one worker). */
const state: { roleId?: string; tenantAdminToken?: string } = {};
/** A site of the tenant and the menu its own role adds, inside that site only. */
const SITE = { name: `E2E Plant ${RUN}`, role: `Plant map ${RUN}`, menu: { name: 'deviceMap', path: '/device/map' } };

/** Uncaught errors and console errors of the pages a test opened; each test ends with none. */
let problems: string[] = [];

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return page;
}

test.beforeEach(() => {
  problems = [];
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

test.describe.configure({ mode: 'serial' });

test.describe('administration', () => {
  test('SYS_ADMIN creates a tenant with its TENANT_ADMIN through the console', async ({ browser, request }) => {
    const page = await freshPage(browser);
    await loginViaUi(page, SYS_ADMIN);
    await page.waitForURL(/#\/sites\/list$/);
    await openFromMenu(page, '/system/tenants');
    await expect(page.getByTestId('tenants-view')).toBeVisible();

    await page.getByTestId('tenants-add').click();
    await expect(page.getByTestId('tenant-form')).toBeVisible();
    await fillFields(page, 'tenant-form', {
      name: TENANT.name,
      'admin-name': TENANT.adminName,
      'admin-email': TENANT.email,
      mobile: '13800138000',
      password: TENANT.password,
      'confirm-password': TENANT.password,
      remark: 'created by the e2e',
    });
    await page.getByTestId('tenant-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(page.getByTestId('tenant-form')).toBeHidden();
    const row = tableRow(page, 'tenants-table', TENANT.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(TENANT.email);

    // The server holds the same: one tenant of that name whose admin is the account just typed.
    const token = await storedToken(page);
    const list = await apiCall<{ data: { name: string; admin_email: string; enabled: string }[] }>(request, token!, '/tenant/list', {
      current_page: 1,
      per_page: 10,
      search: TENANT.name,
    });
    expect(list.code).toBe(200);
    expect(list.data.data.map((t) => [t.name, t.admin_email, t.enabled])).toEqual([[TENANT.name, TENANT.email, '1']]);
    await page.context().close();
  });

  test('its TENANT_ADMIN logs in and creates a role granting home and the operation log', async ({ browser, request }) => {
    const page = await freshPage(browser);
    await loginViaUi(page, tenantAdmin, TENANT.password);
    await page.waitForURL(/#\/home$/);
    state.tenantAdminToken = (await storedToken(page)) ?? undefined;
    expect(state.tenantAdminToken).toBeTruthy();

    await openFromMenu(page, '/system/roles');
    await page.getByTestId('roles-add').click();
    await fillFields(page, 'role-form', { name: ROLE.name, description: ROLE.description });
    await page.getByTestId('role-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(page.getByTestId('role-form')).toBeHidden();
    const row = tableRow(page, 'roles-table', ROLE.name);
    await expect(row).toHaveCount(1);
    state.roleId = await idFromAction(row, 'role-permissions');

    await row.getByTestId(`role-permissions-${state.roleId}`).click();
    const dialog = page.getByTestId('role-permissions');
    await expect(dialog.getByTestId('function-check-tree')).toBeVisible();
    for (const name of GRANTED) await tick(dialog.getByTestId(`function-check-${name}`));
    for (const name of GRANTED) await expect(dialog.getByTestId(`function-node-${name}`)).toHaveAttribute('aria-checked', 'true');
    // The operation log's directory is half-checked: only one of its menus is granted.
    await expect(dialog.getByTestId('function-node-systemLog')).toHaveAttribute('aria-checked', 'mixed');
    await expect(dialog.getByTestId(`function-node-${OUTSIDE.name}`)).toHaveAttribute('aria-checked', 'false');
    await dialog.getByTestId('role-permissions-save').click();
    await expectSuccessToast(page, 'editSuccess', LANG);
    await expect(dialog).toBeHidden();

    // Saved as checked ∪ half-checked: the two menus and the directory that holds the operation log.
    const tree = flattenTree((await apiCall<FunctionNode[]>(request, state.tenantAdminToken!, '/user/function/tree')).data);
    const saved = await apiCall<string[]>(request, state.tenantAdminToken!, '/casbin/role/function/index', { role: state.roleId });
    expect(saved.code).toBe(200);
    expect(
      tree
        .filter((n) => saved.data.includes(n.id))
        .map((n) => n.name)
        .sort(),
    ).toEqual([...GRANTED, 'systemLog'].sort());
    await page.context().close();
  });

  test('the TENANT_ADMIN creates a user holding that role', async ({ browser, request }) => {
    expect(state.roleId, 'role created by the previous step').toBeTruthy();
    const page = await freshPage(browser);
    await loginViaUi(page, tenantAdmin, TENANT.password);
    await page.waitForURL(/#\/home$/);
    await openFromMenu(page, '/system/users');
    await page.getByTestId('users-add').click();
    await expect(page.getByTestId('user-form')).toBeVisible();
    await fillFields(page, 'user-form', { name: MEMBER.name, email: MEMBER.email, mobile: '13900139000', remark: 'e2e member' });
    await page.getByTestId('user-form-authority').selectOption('TENANT_USER');
    await fillFields(page, 'user-form', { password: MEMBER.password, 'confirm-password': MEMBER.password });
    await tick(page.getByTestId(`user-form-role-${state.roleId}`));
    await page.getByTestId('user-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    await expect(page.getByTestId('user-form')).toBeHidden();
    const row = tableRow(page, 'users-table', MEMBER.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ROLE.name);

    const token = await storedToken(page);
    const roles = await apiCall<string[]>(request, token!, '/casbin/user/role/index', { user: MEMBER.email });
    expect(roles.data).toEqual([state.roleId]);
    await page.context().close();
  });

  test('that user sees exactly the granted menus, and nothing outside them is reachable', async ({ browser, request }) => {
    expect(state.roleId && state.tenantAdminToken, 'role created by the earlier steps').toBeTruthy();
    // What the role grants, read back from the server as the TENANT_ADMIN: the menu-type rows (directories, menus).
    const tree = flattenTree((await apiCall<FunctionNode[]>(request, state.tenantAdminToken!, '/user/function/tree')).data);
    const granted = new Set((await apiCall<string[]>(request, state.tenantAdminToken!, '/casbin/role/function/index', { role: state.roleId })).data);
    const expected = tree
      .filter((n) => granted.has(n.id) && (n.type === '0' || n.type === '1'))
      .map((n) => ({ kind: n.type === '0' ? 'dir' : 'leaf', label: coreText(LANG, n.title ?? `menu.${n.name}`), href: n.type === '1' ? `#${n.path}` : null }));
    expect(expected.map((e) => e.label).every(Boolean), 'every granted menu has a ch title').toBe(true);
    expect(expected).toHaveLength(3);

    const page = await freshPage(browser);
    await loginViaUi(page, member, MEMBER.password);
    await page.waitForURL(/#\/home$/);
    await expect(page.locator('.tessera-side-menu')).toBeVisible();
    await expect.poll(async () => (await sideMenuEntries(page)).length).toBe(expected.length);
    expect(await sideMenuEntries(page)).toEqual(expected);
    const outsideLabel = coreText(LANG, `menu.${OUTSIDE.name}`)!;
    await expect(page.locator('.tessera-side-menu')).not.toContainText(outsideLabel);

    // The granted screen opens and lists the log.
    await openFromMenu(page, '/log/operation');
    await expect(page.getByTestId('operation-log-table')).toBeVisible();
    await expect(page.getByTestId('operation-log-table-error')).toHaveCount(0);

    // A screen outside the grant: its hash shows no view, and its API refuses the user (999).
    await page.goto(`/#${OUTSIDE.path}`);
    expect(hashPath(page)).toBe(OUTSIDE.path);
    await expect(page.locator('.tessera-not-found, .tessera-view-not-installed')).toBeVisible();
    await expect(page.getByTestId('users-view')).toHaveCount(0);
    const token = await storedToken(page);
    expect((await apiCall(request, token!, OUTSIDE.api, { current_page: 1, per_page: 10 })).code).toBe(999);
    await page.context().close();
  });

  test('a site role adds its menu for the user inside that site only', async ({ browser, request }) => {
    expect(state.tenantAdminToken, 'tenant admin signed in by an earlier step').toBeTruthy();
    const adminToken = state.tenantAdminToken!;
    const site = await apiCall<{ id: string }>(request, adminToken, '/site/add', { name: SITE.name });
    expect(site.code).toBe(200);
    const users = await apiCall<{ data: { id: string; email: string }[] }>(request, adminToken, '/user/list', {
      current_page: 1,
      per_page: 10,
      search: MEMBER.email,
    });
    const memberId = users.data.data.find((u) => u.email === MEMBER.email)?.id;
    expect(memberId).toBeTruthy();
    expect((await apiCall(request, adminToken, '/site/user/add', { site_id: site.data.id, user_id: memberId })).code).toBe(200);

    // The TENANT_ADMIN makes the site's role and grants it the map, then gives it to the user — all in Sites.
    const page = await freshPage(browser);
    await loginViaUi(page, tenantAdmin, TENANT.password);
    await page.waitForURL(/#\/home$/);
    await openFromMenu(page, '/sites/roles');
    await page.getByTestId('site-picker').selectOption(site.data.id);
    await page.getByTestId('site-roles-add').click();
    await fillFields(page, 'site-role-form', { name: SITE.role });
    await page.getByTestId('site-role-form-submit').click();
    await expectSuccessToast(page, 'addSuccess', LANG);
    const row = tableRow(page, 'site-roles-table', SITE.role);
    await expect(row).toHaveCount(1);
    const roleId = await idFromAction(row, 'site-role-permissions');
    await row.getByTestId(`site-role-permissions-${roleId}`).click();
    const dialog = page.getByTestId('role-permissions');
    await tick(dialog.getByTestId(`function-check-${SITE.menu.name}`));
    await dialog.getByTestId('role-permissions-save').click();
    await expectSuccessToast(page, 'editSuccess', LANG);
    await expect(dialog).toBeHidden();
    // Not a tenant-wide role: the system's role management does not list it.
    const tenantWide = await apiCall<{ data: { id: string }[] }>(request, adminToken, '/user/role/list', { current_page: 1, per_page: 100 });
    expect(tenantWide.data.data.map((r) => r.id)).not.toContain(roleId);

    await openFromMenu(page, '/sites/users');
    await page.getByTestId('site-picker').selectOption(site.data.id);
    await page.getByTestId(`site-user-roles-${memberId}`).click();
    const roles = page.getByTestId('site-user-roles');
    await tick(roles.getByTestId(`site-user-role-${roleId}`));
    await roles.getByTestId('site-user-roles-save').click();
    await expectSuccessToast(page, 'editSuccess', LANG);
    await page.context().close();

    // The user: no map outside the site; entering the site (the stored site id, as the site list sets it) adds it.
    const user = await freshPage(browser);
    await loginViaUi(user, member, MEMBER.password);
    await user.waitForURL(/#\/home$/);
    const mapLink = user.locator(`.tessera-side-menu a.tessera-menu-entry[href="#${SITE.menu.path}"]`);
    await expect(user.locator('.tessera-side-menu')).toBeVisible();
    await expect(mapLink).toHaveCount(0);
    await user.evaluate((id) => localStorage.setItem('auth_site_id', id), site.data.id);
    await user.reload();
    await expect(mapLink).toHaveCount(1);
    await openFromMenu(user, SITE.menu.path);
    await user.context().close();
  });
});
