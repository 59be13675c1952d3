/**
 * The rule-engine views as a user meets them: the forwarding list with its delivery counters and last error, a
 * rule added with a device source, a URL, an MQTT target and a script tried out first, the dialog's own checks,
 * "test" showing each target's answer, the legacy layout's flat columns, the data-switching page's per-target
 * rows, and a user without the buttons' permissions seeing no way to change anything.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtensionManifest, Page } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
import { describe, expect, it } from 'vitest';
import ruleEngine from '../../../extensions/rule-engine/src/index';
import manifest from '../../../extensions/rule-engine/extension.json';
import ch from '../../../extensions/rule-engine/locales/ch.json';
import en from '../../../extensions/rule-engine/locales/en.json';

const page = <T,>(rows: T[]): Page<T> => ({ current_page: 1, per_page: 20, total: rows.length, data: rows });
const stats = (extra: object = {}) => ({
  received: 12,
  delivered: 10,
  failed: 2,
  dropped: 1,
  filtered: 0,
  script_errors: 0,
  queued: 0,
  last_error: '',
  last_error_at: 0,
  targets: [],
  ...extra,
});
const RULE = {
  id: 'r1',
  name: 'To cloud',
  desc: 'all meters',
  status: 1,
  script: 'function encodeInp(m) { return m; }',
  create_time: 1,
  warning_switch: 0,
  warning_strategy_id: '',
  target_info: {
    url: 'https://example.com/in',
    headers: { 'X-Key': 'k' },
    timeout_ms: 3000,
    mqtt: {
      host: 'broker.example.com',
      port: 1883,
      tls: false,
      username: 'u',
      password: '',
      password_set: true,
      client_id: 'c1',
      topic: 'tp/{device_id}',
      qos: 1,
    },
  },
  device_info: [{ device_id: 'd1', message_type: 1, business_id: '', asset_group_id: '' }],
  stats: stats({
    last_error: 'HTTP 503 busy',
    targets: [
      { kind: 'http', state: 'retrying', queued: 7, delivered: 10, failed: 2, dropped: 1, last_error: 'HTTP 503 busy' },
      { kind: 'mqtt', state: 'idle', queued: 0, delivered: 10, failed: 0, dropped: 0, last_error: '' },
    ],
  }),
};

async function setup(permissions = (manifest as ExtensionManifest).permissions ?? []) {
  const h = await createExtensionHarness(ruleEngine, { manifest: manifest as ExtensionManifest, locales: { ch, en }, language: 'en', permissions });
  h.http.on('/tp_data/transpond/list', page([RULE]));
  h.http.on('/gg_data/transpond/list', page([RULE]));
  h.http.on('/tp_data/transpond/detail', RULE);
  h.http.on('/business/tree', [{ id: 'p1', name: 'Plant', children: [{ id: 'g1', name: 'Hall', children: [] }] }]);
  h.http.on(
    '/device/list/tree',
    page([
      { device: 'd1', device_name: 'Meter 1' },
      { device: 'd2', device_name: 'Meter 2' },
    ]),
  );
  h.http.on('/tp_data/transpond/add', null);
  h.http.on('/tp_data/transpond/edit', null);
  h.http.on('/tp_data/transpond/switch', null);
  h.http.on('/tp_data/transpond/quiz', (b: { msg: { values: { temperature: number } } }) => ({
    ok: true,
    output: { f: b.msg.values.temperature * 1.8 + 32 },
    error: '',
  }));
  h.http.on('/tp_data/transpond/test', {
    script: { ok: true, output: { f: 70.7 } },
    targets: [
      { kind: 'http', ok: true, answer: 'HTTP 200 thanks' },
      { kind: 'mqtt', ok: false, answer: 'connect ECONNREFUSED' },
    ],
  });
  return h;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('forwarding rules view', () => {
  it('lists rules with their delivery counters and last error', async () => {
    const h = await setup();
    h.renderView('forwarding');
    const cell = await screen.findByTestId('rule-stats-To cloud');
    expect(cell.textContent).toContain('10 delivered');
    expect(cell.textContent).toContain('2 failed');
    expect(cell.textContent).toContain('1 dropped');
    expect(screen.getByTestId('rule-stats-To cloud-error').textContent).toContain('HTTP 503 busy');
    expect(screen.getByText(/https:\/\/example.com\/in · mqtt:\/\/broker.example.com:1883\/tp\/\{device_id\}/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('rule-switch-To cloud'));
    await waitFor(() => expect(h.http.lastBody('/tp_data/transpond/switch')).toEqual({ data_transpond_id: 'r1', switch: 0 }));
  });

  it('adds a rule: device source, URL with headers, MQTT target, a script tried out first', async () => {
    const h = await setup();
    h.renderView('forwarding');
    fireEvent.click(await screen.findByTestId('rule-add'));
    fireEvent.click(screen.getByTestId('rule-dialog-submit'));
    expect((await screen.findByTestId('fwd-name-error')).textContent).toBe('Enter a name');
    expect(screen.getByTestId('fwd-target-error').textContent).toBe('Enter a push URL or an MQTT host');
    expect(h.http.callsTo('/tp_data/transpond/add')).toEqual([]);
    type('fwd-name', 'Boilers');
    await waitFor(() => expect(within(screen.getByTestId('source-0-id')).getByText('Meter 2')).toBeTruthy());
    type('source-0-id', 'd2');
    type('source-0-type', '3');
    type('fwd-url', 'ftp://x');
    fireEvent.click(screen.getByTestId('rule-dialog-submit'));
    expect((await screen.findByTestId('fwd-target-error')).textContent).toMatch(/http:\/\/ or https:\/\//);
    type('fwd-url', 'https://hook.example.com/x');
    type('fwd-headers', 'Authorization: Bearer abc');
    fireEvent.click(screen.getByTestId('fwd-mqtt-on'));
    type('fwd-mqtt-host', 'broker.example.com');
    type('fwd-mqtt-topic', 'out/{device_id}');
    type('fwd-script', 'function encodeInp(m) { return { f: m.values.temperature * 1.8 + 32 }; }');
    fireEvent.click(screen.getByTestId('fwd-trial'));
    expect((await screen.findByTestId('fwd-trial-answer')).textContent).toContain('"f": 70.7');
    fireEvent.click(screen.getByTestId('rule-dialog-submit'));
    await waitFor(() => expect(h.http.callsTo('/tp_data/transpond/add').length).toBe(1));
    expect(h.http.lastBody('/tp_data/transpond/add')).toEqual({
      name: 'Boilers',
      desc: '',
      script: 'function encodeInp(m) { return { f: m.values.temperature * 1.8 + 32 }; }',
      warning_switch: 0,
      target_info: {
        url: 'https://hook.example.com/x',
        headers: { Authorization: 'Bearer abc' },
        timeout_ms: 3000,
        mqtt: { host: 'broker.example.com', port: 1883, tls: false, username: '', password: '', client_id: '', topic: 'out/{device_id}', qos: 0 },
      },
      device_info: [{ device_id: 'd2', asset_group_id: '', business_id: '', message_type: 3 }],
    });
  });

  it('an edit that leaves the password empty does not send one (the server keeps it)', async () => {
    const h = await setup();
    h.renderView('forwarding');
    fireEvent.click(await screen.findByTestId('rule-edit-To cloud'));
    await screen.findByTestId('rule-dialog');
    expect((screen.getByTestId('fwd-mqtt-password') as HTMLInputElement).placeholder).toBe('Set (leave empty to keep it)');
    fireEvent.click(screen.getByTestId('rule-dialog-submit'));
    await waitFor(() => expect(h.http.callsTo('/tp_data/transpond/edit').length).toBe(1));
    const body = h.http.lastBody('/tp_data/transpond/edit');
    expect(body.id).toBe('r1');
    expect(body.target_info.mqtt).not.toHaveProperty('password');
    expect(body.target_info.headers).toEqual({ 'X-Key': 'k' });
  });

  it('"test" shows the script output and each target\'s answer', async () => {
    const h = await setup();
    h.renderView('forwarding');
    fireEvent.click(await screen.findByTestId('rule-test-To cloud'));
    const answer = await screen.findByTestId('test-answer');
    expect(answer.textContent).toContain('70.7');
    expect(screen.getByTestId('test-answer-http').textContent).toContain('HTTP 200 thanks');
    expect(screen.getByTestId('test-answer-mqtt').textContent).toContain('ECONNREFUSED');
    expect(h.http.lastBody('/tp_data/transpond/test')).toEqual({ data_transpond_id: 'r1' });
  });

  it('a user without the rule permissions sees the list but no add, edit, test, delete or switch', async () => {
    const h = await setup([]);
    h.renderView('forwarding');
    await screen.findByTestId('rule-stats-To cloud');
    for (const id of ['rule-add', 'rule-edit-To cloud', 'rule-test-To cloud', 'rule-delete-To cloud']) expect(screen.queryByTestId(id)).toBeNull();
    const toggle = screen.getByTestId('rule-switch-To cloud');
    expect(((toggle.tagName === 'INPUT' ? toggle : toggle.querySelector('input')) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('legacy forwarding and data switching views', () => {
  it('the legacy layout lists the same rules flat through /gg_data and pauses them', async () => {
    const h = await setup();
    h.renderView('forwarding-legacy');
    const table = await screen.findByTestId('legacy-table');
    await waitFor(() => expect(within(table).getByText('broker.example.com')).toBeTruthy());
    for (const text of ['1883', 'c1', 'u', 'tp/{device_id}', 'https://example.com/in', 'Started', 'Yes', '1 (Attribute report)'])
      expect(within(table).getByText(text)).toBeTruthy();
    expect(h.http.callsTo('/gg_data/transpond/list').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('legacy-switch-To cloud'));
    await waitFor(() => expect(h.http.lastBody('/tp_data/transpond/switch')).toEqual({ data_transpond_id: 'r1', switch: 0 }));
  });

  it("data switching shows each target's state, queue, counters and last error", async () => {
    const h = await setup();
    h.renderView('switching');
    const http = await screen.findByTestId('switch-target-To cloud-http');
    expect(http.textContent).toContain('Retrying');
    expect(http.textContent).toContain('HTTP 503 busy');
    expect(http.textContent).toContain('2 / 1');
    expect(screen.getByTestId('switch-target-To cloud-mqtt').textContent).toContain('Idle');
    expect(screen.getByTestId('switch-rule-To cloud').textContent).toContain('12 received');
    expect(h.http.callsTo('/tp_data/transpond/list').length).toBeGreaterThan(0);
  });
});
