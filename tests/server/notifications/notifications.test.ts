/**
 * Notifications end to end on the real server: service configuration (SYS_ADMIN only, secrets write-only), test
 * sends to a real SMTP server and HTTP receivers, notice groups, and delivery through the outbox to e-mail,
 * webhook (HMAC checked by the receiver) and in-console notices, with a record for every attempt.
 */
import { ADMIN_EMAIL, ManualClock, TENANT_ADMIN_EMAIL, TENANT_USER_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { startHttp, startSmtp, until, validSignature } from './receivers';

const en = { 'accept-language': 'en' };

describe.each(testBackends())('notifications (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let tenant: string;
  let worker: string;
  let workerId: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    smtp = await startSmtp({ user: 'mailer', pass: 'smtp-pw' });
    hook = await startHttp();
    s = await startTestServer({ backend, clock: new ManualClock() });
    admin = await s.login(ADMIN_EMAIL);
    tenant = await s.login(TENANT_ADMIN_EMAIL);
    worker = await s.login(TENANT_USER_EMAIL);
    workerId = (await s.post('/auth/me', {}, { token: worker })).data.id;
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
    await hook?.close();
  });

  const emailConfig = () => ({
    host: '127.0.0.1',
    port: smtp.port,
    ssl: false,
    from_email: 'alerts@tessera.local',
    from_name: 'Plant alerts',
    user: 'mailer',
    from_password: 'smtp-pw',
  });
  const saveGroup = (body: object, token = tenant) =>
    s.post('/notification/save', { notification_type: 1, notification_config: {}, ...body }, { token, headers: en });
  const records = async (target: string) =>
    (await s.post('/notification/history/list', { receive_target: target, per_page: 50 }, { token: tenant })).data.data as any[];

  it('refuses the service configuration and test sends to tenant users (999)', async () => {
    for (const token of [tenant, worker]) {
      for (const [path, body] of [
        ['/notification/config/detail', {}],
        ['/notification/config/save', { notice_type: 2, config: emailConfig(), status: 1 }],
        ['/notification/send/email', { email: 'a@b.co', content: 'x' }],
        ['/notification/send/message', { phone_number: '13800000000', content: '1234' }],
        ['/notification/send/webhook', { payload_url: hook.url, content: 'x' }],
      ] as const)
        expect((await s.post(path, body, { token })).code, path).toBe(999);
    }
    expect(smtp.mails).toHaveLength(0);
    expect(hook.requests).toHaveLength(0);
  });

  it('saves the e-mail service with its password write-only, and keeps it when the next save leaves it empty', async () => {
    const saved = await s.post('/notification/config/save', { notice_type: 2, config: JSON.stringify(emailConfig()), status: 1 }, { token: admin });
    expect(saved.code).toBe(200);
    await s.post('/notification/config/save', { notice_type: 2, config: { ...emailConfig(), from_password: '' }, status: 1 }, { token: admin });
    const read = await s.post('/notification/config/detail', { notice_type: 2 }, { token: admin });
    expect(JSON.stringify([saved.data, read.data])).not.toContain('smtp-pw');
    const config = JSON.parse(read.data[0].config);
    expect(config).toMatchObject({ host: '127.0.0.1', port: smtp.port, from_password: '', from_password_set: true });
    expect(read.data[0].status).toBe(1);
  });

  it('answers bad configurations with clear 1000 messages', async () => {
    const save = (config: unknown, notice_type = 2) => s.post('/notification/config/save', { notice_type, config, status: 1 }, { token: admin, headers: en });
    expect(await save('{not json')).toMatchObject({ code: 1000, message: 'Invalid configuration: config: must be a JSON object' });
    expect(await save({ ...emailConfig(), colour: 'red' })).toMatchObject({ code: 1000, message: 'Invalid configuration: config.colour: unknown field' });
    expect(await save({ ...emailConfig(), port: 70000 })).toMatchObject({ code: 1000, message: 'Invalid configuration: config.port: must be <= 65535' });
    expect(await save({ port: 25, from_email: 'a@b.co' })).toMatchObject({ code: 1000, message: 'Invalid configuration: config.host: is required' });
    expect(await save('[1]')).toMatchObject({ code: 1000, message: 'Invalid configuration: config: must be a JSON object' });
    expect(await save({ ...emailConfig(), from_email: 'nobody' })).toMatchObject({ code: 1000, message: 'Invalid e-mail address: nobody' });
    expect(await save({ payload_url: 'ftp://x' }, 4)).toMatchObject({
      code: 1000,
      message: 'Invalid configuration: config.payload_url: has an invalid format',
    });
    expect(await save({ cloud_type: 3 }, 1)).toMatchObject({
      code: 1000,
      message: 'Invalid configuration: config.cloud_type: must be 1 (Aliyun SMS) or 2 (webhook SMS)',
    });
    expect(await save({ cloud_type: 1, access_key_id: 'AK', endpoint: 'e', sign_name: 's' }, 3)).toMatchObject({
      code: 1000,
      message: 'Invalid configuration: config.template_code: is required',
    });
    expect((await s.post('/notification/config/save', { notice_type: 9, config: {}, status: 1 }, { token: admin })).code).toBe(1000);
  });

  it('sends a test mail through the stored SMTP settings and reports the server answer', async () => {
    const r = await s.post('/notification/send/email', { email: 'ops@example.com', content: 'Hello from the test' }, { token: admin, headers: en });
    expect(r.code).toBe(200);
    expect(r.data.answer).toMatch(/^250/);
    const mail = smtp.mails.at(-1)!;
    expect(mail).toMatchObject({ from: 'alerts@tessera.local', to: ['ops@example.com'], subject: 'Tessera test notice', text: 'Hello from the test' });
    const wrong = await s.post('/notification/send/email', { email: 'ops@example.com', content: 'x', from_password: 'wrong' }, { token: admin, headers: en });
    expect(wrong.code).toBe(400);
    expect(wrong.message).toMatch(/^Sending failed: .*Invalid username or password/);
  });

  it('never sends the stored SMTP password to another server named in a test send', async () => {
    const other = await startSmtp({ user: 'mailer', pass: 'smtp-pw' });
    try {
      const r = await s.post(
        '/notification/send/email',
        { email: 'ops@example.com', content: 'x', host: '127.0.0.1', port: other.port },
        { token: admin, headers: en },
      );
      expect(r.code).toBe(400);
      expect(other.mails).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('sends a signed test webhook and reports the receiver answer', async () => {
    const r = await s.post('/notification/send/webhook', { payload_url: `${hook.url}/test`, secret: 'hook-key', content: 'ping' }, { token: admin });
    expect(r.code).toBe(200);
    expect(r.data.answer).toBe('HTTP 200 ok');
    const req = hook.requests.at(-1)!;
    expect(validSignature(req, 'hook-key')).toBe(true);
    expect(JSON.parse(req.body)).toMatchObject({ content: 'ping' });
  });

  it('validates notice groups with clear 1000 messages, and refuses tenant users (999)', async () => {
    expect(await saveGroup({ group_name: 'Empty' })).toMatchObject({ code: 1000, message: 'Choose at least one notification method' });
    expect(await saveGroup({ group_name: 'Bad', notification_config: { email: 'a@b.co, nope' } })).toMatchObject({
      code: 1000,
      message: 'Invalid e-mail address: nope',
    });
    expect(await saveGroup({ group_name: 'Bad', notification_config: { message: '123' } })).toMatchObject({
      code: 1000,
      message: 'Invalid mobile number: 123',
    });
    expect(await saveGroup({ group_name: 'Bad', notification_config: { webhook: { payload_url: 'javascript:x' } } })).toMatchObject({ code: 1000 });
    expect(await saveGroup({ group_name: 'Bad', notification_members: [{ user_id: 'nobody', is_email: 1, is_phone: 0, is_message: 0 }] })).toMatchObject({
      code: 1000,
      message: 'No such user among the members: nobody',
    });
    expect(await saveGroup({ group_name: 'Bad', notification_members: [{ user_id: workerId, is_email: 0, is_phone: 0, is_message: 0 }] })).toMatchObject({
      code: 1000,
    });
    expect((await saveGroup({ group_name: 'Bad', notification_type: 6, notification_config: { email: 'a@b.co' } })).code).toBe(1000);
    expect((await saveGroup({ group_name: 'Bad', notification_config: { phone: '13800000000' } })).code).toBe(1000);
    expect((await saveGroup({ group_name: 'Bad', notification_config: { email: 'a@b.co' } }, worker)).code).toBe(999);
    expect((await s.post('/notification/list', {}, { token: worker })).code).toBe(200);
    expect((await s.post('/notification/list', {}, { token: admin })).code).toBe(999);
  });

  it('keeps a group status and webhook secret across edits; switch and delete work', async () => {
    const made = await saveGroup({
      group_name: 'Night shift',
      desc: 'd',
      notification_type: 3,
      notification_config: { webhook: { payload_url: hook.url, secret: 'group-key' } },
    });
    expect(made.code).toBe(200);
    const id = made.data.id;
    expect((await s.post('/notification/switch', { id, switch: 2 }, { token: tenant })).code).toBe(200);
    expect((await saveGroup({ id, group_name: 'Night shift 2', notification_type: 3, notification_config: { webhook: { payload_url: hook.url } } })).code).toBe(
      200,
    );
    const detail = await s.post('/notification/detail', { id }, { token: tenant });
    expect(detail.data).toMatchObject({ group_name: 'Night shift 2', status: 2, notification_type: 3 });
    expect(JSON.parse(detail.data.notification_config).webhook).toEqual({ payload_url: hook.url, secret: '', secret_set: true });
    expect(JSON.stringify(detail.data)).not.toContain('group-key');
    expect((await s.post('/notification/test', { id }, { token: tenant, headers: en })).message).toBe('The notice group is paused; start it first');
    expect((await s.post('/notification/list', { group_name: 'Night', per_page: 10 }, { token: tenant })).data.total).toBe(1);
    expect((await s.post('/notification/delete', { id }, { token: tenant })).code).toBe(200);
    expect((await s.post('/notification/detail', { id }, { token: tenant })).code).toBe(400);
  });

  it('delivers a notice to members by e-mail and in the console, to listed addresses and to the signed webhook', async () => {
    const made = await saveGroup({
      group_name: 'Operators',
      notification_type: 1,
      notification_config: { email: 'boss@example.com', webhook: { payload_url: `${hook.url}/group`, secret: 'group-secret' } },
      notification_members: [{ user_id: workerId, is_email: 1, is_phone: 0, is_message: 1 }],
    });
    const id = made.data.id;
    const queued = await s.post('/notification/test', { id }, { token: tenant, headers: en });
    expect(queued).toMatchObject({ code: 200, data: { queued: 4 } });

    const mails = await until(
      () => smtp.mails.filter((m) => m.subject === 'Tessera test notice' && m.text.includes('Operators')).length === 2 && smtp.mails,
      'two mails',
    );
    expect(mails.flatMap((m) => m.to).sort()).toEqual(expect.arrayContaining(['boss@example.com', TENANT_USER_EMAIL]));
    const req = await until(() => hook.requests.find((r) => r.url === '/group'), 'the webhook');
    expect(validSignature(req, 'group-secret')).toBe(true);
    expect(JSON.parse(req.body)).toMatchObject({ delivery_id: expect.any(String), subject: 'Tessera test notice', source: 'test', group_id: id });

    const inbox = await until(async () => {
      const r = await s.post('/notification/inbox/list', {}, { token: worker });
      return r.data.total > 0 && r.data;
    }, 'the in-console notice');
    expect(inbox).toMatchObject({ unread: 1, data: [{ subject: 'Tessera test notice', source: 'test' }] });
    expect((await s.post('/notification/inbox/list', {}, { token: tenant })).data.total).toBe(0);
    expect((await s.post('/notification/inbox/read', {}, { token: worker })).data.updated).toBe(1);

    const rows = await until(async () => {
      const r = (await s.post('/notification/history/list', { group_id: id, per_page: 50 }, { token: tenant })).data.data as any[];
      return r.length === 4 && r;
    }, 'four records');
    expect(rows.every((r) => r.send_result === 1 && r.attempt === 1)).toBe(true);
    expect(rows.map((r) => [r.channel, r.send_target]).sort()).toEqual(
      [
        ['console', workerId],
        ['email', 'boss@example.com'],
        ['email', TENANT_USER_EMAIL],
        ['webhook', `${hook.url}/group`],
      ].sort(),
    );
    expect((await s.post('/notification/history/list', { notification_type: 2, group_id: id }, { token: tenant })).data.total).toBe(2);
    expect(await records('boss@example.com')).toHaveLength(1);
  });

  it('answers a reversed time range with 1000 and filters records by send time', async () => {
    expect(await s.post('/notification/history/list', { start_time: 20, end_time: 10 }, { token: tenant, headers: en })).toMatchObject({
      code: 1000,
      message: 'The start time must not be after the end time',
    });
    expect((await s.post('/notification/history/list', { end_time: 1 }, { token: tenant })).data.total).toBe(0);
    expect((await s.post('/notification/history/list', { start_time: 1 }, { token: tenant })).data.total).toBeGreaterThan(0);
  });
});
