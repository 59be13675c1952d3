/**
 * SMS behind its adapter: the Aliyun `SendSms` RPC call (signature checked the documented way by a local stand-in
 * for Aliyun's endpoint) and the "webhook SMS" gateway (HMAC checked), for test sends, group delivery and captchas.
 */
import { ADMIN_EMAIL, TENANT_ADMIN_EMAIL, startTestServer, testBackends, type TestServer } from '../helpers/test-server';
import { startHttp, until, validAliyunSignature, validSignature, type ReceivedRequest } from './receivers';

const en = { 'accept-language': 'en' };
const SECRET = 'aliyun-secret';

/** Aliyun's answer: OK for a correctly signed SendSms, SignatureDoesNotMatch otherwise. */
const aliyun = (req: ReceivedRequest) =>
  validAliyunSignature(req.url, SECRET)
    ? { status: 200, body: JSON.stringify({ Code: 'OK', Message: 'OK', BizId: 'biz-1', RequestId: 'r1' }) }
    : { status: 400, body: JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }) };

describe.each(testBackends())('SMS (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startHttp>>;
  let gateway: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    fake = await startHttp(aliyun);
    gateway = await startHttp();
    s = await startTestServer({ backend });
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
    await gateway?.close();
  });

  const aliyunConfig = (template_code: string, secret = SECRET) => ({
    cloud_type: 1,
    access_key_id: 'LTAI-test',
    access_key_secret: secret,
    endpoint: fake.url,
    sign_name: 'Tessera',
    template_code,
  });
  const saveSms = (notice_type: number, config: object) => s.post('/notification/config/save', { notice_type, config, status: 1 }, { token: admin });
  const query = (r: ReceivedRequest) => new URL(r.url, 'http://x').searchParams;

  it('test-sends "level,name,time" through the alarm template with a valid Aliyun signature', async () => {
    expect((await saveSms(1, aliyunConfig('SMS_ALARM'))).code).toBe(200);
    const r = await s.post('/notification/send/message', { phone_number: 13800000000, content: 'high,Boiler,12:00' }, { token: admin });
    expect(r).toMatchObject({ code: 200, data: { answer: 'OK biz-1' } });
    const q = query(fake.requests.at(-1)!);
    expect(Object.fromEntries(q)).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000000',
      SignName: 'Tessera',
      TemplateCode: 'SMS_ALARM',
      AccessKeyId: 'LTAI-test',
      SignatureMethod: 'HMAC-SHA1',
      Version: '2017-05-25',
    });
    expect(JSON.parse(q.get('TemplateParam')!)).toEqual({ level: 'high', name: 'Boiler', time: '12:00' });
    const detail = await s.post('/notification/config/detail', { notice_type: 1 }, { token: admin });
    expect(detail.data[0].config).not.toContain(SECRET);
  });

  it('reports the provider refusal, and refuses other content shapes', async () => {
    await saveSms(3, aliyunConfig('SMS_CODE', 'wrong-secret'));
    const refused = await s.post('/notification/send/message', { phone_number: '13800000000', content: '1234' }, { token: admin, headers: en });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('SignatureDoesNotMatch');
    expect(await s.post('/notification/send/message', { phone_number: '13800000000', content: 'a,b' }, { token: admin })).toMatchObject({
      code: 400,
      message: '暂不支持的消息类型',
    });
    expect(await s.post('/notification/send/message', { phone_number: '123', content: '1234' }, { token: admin, headers: en })).toMatchObject({
      code: 1000,
      message: 'Invalid mobile number: 123',
    });
    expect(
      (
        await s.post(
          '/notification/send/message',
          { phone_number: '13800000000', content: 'x'.repeat(14) + ',' + 'y'.repeat(14) + ',' + 'z'.repeat(14) },
          { token: admin },
        )
      ).code,
    ).toBe(1000);
  });

  it('sends login captchas through the configured code SMS (Aliyun) once it is enabled', async () => {
    await saveSms(3, aliyunConfig('SMS_CODE'));
    const before = fake.requests.length;
    expect((await s.post('/auth/captcha', { phone_number: '13900000001' })).code).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    const q = query(fake.requests.at(-1)!);
    expect(q.get('TemplateCode')).toBe('SMS_CODE');
    expect(JSON.parse(q.get('TemplateParam')!).code).toMatch(/^\d{4}$/);
  });

  it('delivers group SMS through the webhook SMS gateway, signed', async () => {
    expect((await saveSms(1, { cloud_type: 2, url: `${gateway.url}/sms`, secret: 'gw-key' })).code).toBe(200);
    const tenant = await s.login(TENANT_ADMIN_EMAIL);
    const made = await s.post(
      '/notification/save',
      { group_name: 'SMS', notification_type: 4, notification_config: { message: '13700000000' } },
      { token: tenant },
    );
    expect((await s.post('/notification/test', { id: made.data.id }, { token: tenant, headers: en })).data.queued).toBe(1);
    const req = await until(() => gateway.requests.find((r) => r.url === '/sms'), 'the SMS gateway call');
    expect(validSignature(req, 'gw-key')).toBe(true);
    expect(JSON.parse(req.body)).toMatchObject({
      phone_number: '13700000000',
      content: expect.stringContaining('Tessera test notice'),
      params: { level: 'test', name: 'Tessera test notice' },
    });
    const rows = await until(async () => {
      const r = (await s.post('/notification/history/list', { group_id: made.data.id }, { token: tenant })).data.data as any[];
      return r.length > 0 && r;
    }, 'the SMS record');
    expect(rows[0]).toMatchObject({ channel: 'sms', notification_type: 1, send_target: '13700000000', send_result: 1 });
  });
});
