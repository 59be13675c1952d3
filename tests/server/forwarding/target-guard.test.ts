/**
 * The forwarding target guard: which addresses a rule may reach, and that the check runs at connection time on
 * what a name resolves to (a name that resolves to loopback is refused even though it passed the save check).
 */
import { describe, expect, it } from 'vitest';
import { judgeAddress, resolveTarget, staticVerdict } from '../../../server/src/modules/forwarding/delivery/target-guard';
import { HttpSender } from '../../../server/src/modules/forwarding/delivery/http-sender';
import { startReceiver } from './helpers';

describe('forwarding target guard', () => {
  it('judges addresses: metadata, multicast and "this network" never; loopback and private only when allowed', () => {
    for (const a of ['169.254.169.254', '0.0.0.0', '224.0.0.1', 'fe80::1', '::', '::ffff:169.254.169.254']) expect(judgeAddress(a), a).toBe('forbidden');
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fd00::1', '::ffff:127.0.0.1'])
      expect(judgeAddress(a), a).toBe('private');
    for (const a of ['93.184.216.34', '2606:4700::1111', '172.32.0.1']) expect(judgeAddress(a), a).toBe('ok');
    expect(staticVerdict('localhost')).toBe('private');
    expect(staticVerdict('example.com')).toBe('ok');
  });

  it('refuses at connection time a name that resolves to loopback, and lets it through when private targets are allowed', async () => {
    await expect(resolveTarget('localhost', false)).rejects.toThrow(/may not reach/);
    expect(await resolveTarget('localhost', true)).toMatch(/^(127\.0\.0\.1|::1)$/);
    const receiver = await startReceiver();
    try {
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const refused = await new HttpSender({ url, headers: {}, timeoutMs: 1000, ruleId: 'r', allowPrivate: false }).send([
        { deviceId: 'd', payload: { a: 1 } },
      ]);
      expect(refused).toMatchObject({ ok: false, retry: true, error: expect.stringMatching(/forwarding may not reach/) });
      expect(receiver.messages).toEqual([]);
      const sender = new HttpSender({ url: receiver.url, headers: {}, timeoutMs: 1000, ruleId: 'r', allowPrivate: true });
      expect(await sender.send([{ deviceId: 'd', payload: { a: 1 } }])).toEqual({ ok: true, answer: 'HTTP 200 thanks' });
      await sender.close();
      expect(receiver.messages).toEqual([{ a: 1 }]);
    } finally {
      await receiver.close();
    }
  });
});
