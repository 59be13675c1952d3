import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@tessera/sdk/harness';
import { commandParamsError } from '../../../extensions/monitoring/src/detail/commands-panel';
import { harness } from './setup';

describe('sending attributes and commands (send lock, rate limits)', () => {
  it('locks the command button until the reply and shows 命令下发不能太频繁', async () => {
    const h = await harness();
    let reply!: (v: unknown) => void;
    h.http.on('/device/command/list', [{ commandId: 'reboot', commandName: '重启', commandParams: [{ identifier: 'delay', type: 'number' }] }]);
    h.http.on('/device/command/send', () => new Promise((r) => (reply = r)));
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('命令'));
    const button = (await screen.findByTestId('command-send-reboot')) as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('command-params-reboot'), { target: { value: '{"delay": 5}' } });
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(h.http.callsTo('/device/command/send')).toHaveLength(1);
    expect(h.http.lastBody('/device/command/send')).toMatchObject({ device_id: 'd1', command_identifier: 'reboot', command_data: '{"delay":5}' });
    reply(envelope(400, '命令下发不能太频繁'));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(h.notifier.messages('error')).toEqual(['命令下发不能太频繁']);
    expect(h.notifier.messages('success')).toEqual([]);
  });

  it('refuses command params that are not a JSON object, with the spec messages', async () => {
    expect(commandParamsError('{"a":1}')).toBeNull();
    expect(commandParamsError('[1]')).toBe('monitoring.jsonNotObject');
    expect(commandParamsError('{a')).toBe('monitoring.jsonSyntax');
    const h = await harness();
    h.http.on('/device/command/list', [{ commandId: 'reboot', commandParams: [] }]);
    h.renderView('detail', { query: { device_id: 'd1' } });
    fireEvent.click(await screen.findByText('命令'));
    fireEvent.change(await screen.findByTestId('command-params-reboot'), { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByTestId('command-send-reboot'));
    expect((await screen.findByTestId('command-error-reboot')).textContent).toBe('命令参数必须是JSON对象格式');
    fireEvent.change(screen.getByTestId('command-params-reboot'), { target: { value: '{oops' } });
    fireEvent.click(screen.getByTestId('command-send-reboot'));
    await waitFor(() => expect(screen.getByTestId('command-error-reboot').textContent).toBe('请输入正确的JSON对象'));
    expect(h.http.callsTo('/device/command/send')).toHaveLength(0);
  });

  it('sends a read-write property coerced to its type, locked until the reply; shows 属性下发不能太频繁', async () => {
    const h = await harness();
    let reply!: (v: unknown) => void;
    h.http.on('/device/operating_device', () => new Promise((r) => (reply = r)));
    h.renderView('detail', { query: { device_id: 'd1' } });
    expect(await screen.findByTestId('property-value-temperature')).toBeTruthy();
    expect(screen.queryByTestId('property-send-temperature')).toBeNull();
    fireEvent.change(screen.getByTestId('property-input-report_interval'), { target: { value: '30' } });
    const button = screen.getByTestId('property-send-report_interval') as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(h.http.lastBody('/device/operating_device')).toEqual({ device_id: 'd1', values: { report_interval: 30 } });
    reply(envelope(400, '属性下发不能太频繁'));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(h.notifier.messages('error')).toEqual(['属性下发不能太频繁']);
  });
});
