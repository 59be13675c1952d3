/**
 * Issue 13 notifications through the console: SYS_ADMIN points the e-mail service at an SMTP server started by the
 * test and sends a test mail (read back from that server); a tenant admin makes a notice group with a member and
 * sees the delivery of a test notice in the notice records — and the member's mail in the SMTP server.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startSmtp } from '../tests/server/notifications/receivers';
import { SYS_ADMIN, TENANT_ADMIN, TENANT_USER } from './support/accounts';
import { apiLogin } from './support/api';
import { expectSuccessToast, openFromMenu, tableRow } from './support/admin';
import { loginViaApi } from './support/login';

const RUN = Date.now().toString(36);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let problems: string[] = [];

async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return page;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  smtp = await startSmtp();
});
test.afterAll(async () => {
  await smtp?.close();
});
test.beforeEach(() => {
  problems = [];
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

test('SYS_ADMIN configures SMTP and sends a test mail that the SMTP server receives', async ({ browser, request }) => {
  const page = await freshPage(browser);
  await loginViaApi(page, request, SYS_ADMIN, '/sites/list');
  await openFromMenu(page, '/system/notice-service');
  const card = page.getByTestId('service-email');
  await expect(card).toBeVisible();
  await card.getByTestId('service-email-host').fill('127.0.0.1');
  await card.getByTestId('service-email-port').fill(String(smtp.port));
  await card.getByTestId('service-email-from').fill(`alerts-${RUN}@tessera.test`);
  await card.getByTestId('service-email-from-name').fill('Tessera e2e');
  // Plain SMTP to the local server: no implicit TLS.
  await card.locator('label', { has: page.getByTestId('service-email-ssl') }).click();
  await card.locator('label', { has: page.getByTestId('service-email-enabled') }).click();
  await card.getByTestId('service-email-save').click();
  await expectSuccessToast(page, 'editSuccess');

  await card.getByTestId('service-email-test-target').fill(`ops-${RUN}@example.com`);
  await card.getByTestId('service-email-test-content').fill(`SMTP check ${RUN}`);
  await card.getByTestId('service-email-test-send').click();
  await expect(card.getByTestId('service-email-test-answer')).toContainText('250');
  const mail = smtp.mails.find((m) => m.to.includes(`ops-${RUN}@example.com`));
  expect(mail).toMatchObject({ from: `alerts-${RUN}@tessera.test`, subject: 'Tessera 测试通知', text: `SMTP check ${RUN}` });
  await page.context().close();
});

test('a tenant admin makes a notice group and sees the delivery record of a test notice', async ({ browser, request }) => {
  const member = (await apiLogin(request, TENANT_USER)).user;
  const page = await freshPage(browser);
  await loginViaApi(page, request, TENANT_ADMIN);
  await openFromMenu(page, '/system/notice-groups');
  await page.getByTestId('groups-add').click();
  const form = page.getByTestId('group-form');
  await expect(form).toBeVisible();
  const name = `Night shift ${RUN}`;
  await form.getByTestId('group-form-name').fill(name);
  await form.getByTestId('group-member-pick').selectOption(String(member.id));
  await form.getByTestId('group-member-add').click();
  await expect(form.getByTestId(`group-member-${member.id}`)).toBeVisible();
  await form.getByTestId('group-form-submit').click();
  await expectSuccessToast(page, 'addSuccess');
  const row = tableRow(page, 'groups-table', name);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '测试通知' }).click();
  await expect(page.locator('.bp6-toast.bp6-intent-success').filter({ hasText: '2' }).first()).toBeVisible();

  await openFromMenu(page, '/system/notice-records');
  await page.getByTestId('records-search').fill(TENANT_USER.email);
  // Delivery is asynchronous (the outbox): search again until the record is there.
  const record = tableRow(page, 'records-table', TENANT_USER.email);
  await expect(async () => {
    await page.getByTestId('records-search-submit').click();
    await expect(record.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(record.first()).toContainText('成功');
  await expect(record.first()).toContainText(name);
  expect(smtp.mails.some((m) => m.to.includes(TENANT_USER.email) && m.text.includes(name))).toBe(true);
  await page.context().close();
});
