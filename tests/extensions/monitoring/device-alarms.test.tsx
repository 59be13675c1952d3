/** The device detail's Alarms tab: the device's alert messages from the alerts API, with level, state and result. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceAlarmsTable } from '../../../extensions/monitoring/src/detail/device-alarms-table';
import { harness } from './setup';

describe('device alarms tab', () => {
  it('lists the alarms of this device only', async () => {
    const h = await harness();
    h.http.on('/v1/warning/information/list', {
      current_page: 1,
      per_page: 10,
      total: 1,
      data: [
        {
          id: 'w1',
          warning_name: '高温',
          warning_level: '4',
          warning_content: 'temperature:31 > 30',
          trigger_value: '31',
          alarm_status: '2',
          processing_result: '0',
          created_at: 1_900_000_000,
        },
      ],
    });
    h.render(<DeviceAlarmsTable deviceId="d1" />);
    await screen.findByText('高温');
    expect(screen.getByText('紧急')).toBeTruthy();
    expect(screen.getByText('已恢复')).toBeTruthy();
    expect(screen.getByText('未处理')).toBeTruthy();
    expect(screen.getByText('temperature:31 > 30 (31)')).toBeTruthy();
    await waitFor(() => expect(h.http.lastBody('/v1/warning/information/list')).toMatchObject({ device_id: 'd1' }));
  });
});
