import { Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, PagedTable, usePagedList, useService, useT, type Page, type PagedColumn } from '@tessera/sdk';

/** A row of `/v1/warning/information/list` (alert messages), as far as the device detail shows it. */
interface DeviceAlarmRow {
  id: string;
  warning_name: string;
  warning_level: string;
  warning_content: string;
  trigger_value: string;
  alarm_status: string;
  processing_result: string;
  created_at: number;
}

const LEVEL_INTENT: Record<string, 'none' | 'primary' | 'warning' | 'danger'> = { '1': 'none', '2': 'primary', '3': 'warning', '4': 'danger' };

/** The device's alarms (newest first), read from the alert messages API; handling happens in Alert message. */
export function DeviceAlarmsTable({ deviceId }: { deviceId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<DeviceAlarmRow>((q) => http.call<Page<DeviceAlarmRow>>('/v1/warning/information/list', q), { filters: { device_id: deviceId } });
  const columns: PagedColumn<DeviceAlarmRow>[] = [
    { key: 'warning_name', title: t('monitoring.alarmName') },
    {
      key: 'warning_level',
      title: t('monitoring.alarmLevel'),
      render: (r) => (
        <Tag minimal intent={LEVEL_INTENT[r.warning_level] ?? 'none'}>
          {t(`monitoring.alarmLevels.${r.warning_level}`)}
        </Tag>
      ),
    },
    { key: 'warning_content', title: t('monitoring.alarmCondition'), render: (r) => `${r.warning_content} (${r.trigger_value})` },
    {
      key: 'alarm_status',
      title: t('monitoring.alarmStatus'),
      render: (r) => t(r.alarm_status === '1' ? 'monitoring.alarmActive' : 'monitoring.alarmRecovered'),
    },
    { key: 'processing_result', title: t('monitoring.alarmResult'), render: (r) => t(`monitoring.alarmResults.${r.processing_result}`) },
    { key: 'created_at', title: t('monitoring.alarmTime'), render: (r) => formatDateTime(r.created_at) },
  ];
  return <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="device-alarms-table" />;
}
