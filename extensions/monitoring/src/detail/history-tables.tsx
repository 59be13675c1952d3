import { Tag } from '@blueprintjs/core';
import { formatDateTime, HttpClient, PagedTable, usePagedList, useService, useT, type PagedColumn } from '@tessera/sdk';
import { monitoringApi, type CommandHistoryRow, type DeviceLogRow, type EventHistoryRow } from '../api/monitoring-api';

const OPERATION_KEYS: Record<string, string> = { '1': 'monitoring.opTiming', '2': 'monitoring.opManual', '3': 'monitoring.opAutomatic' };

function ResultTag({ ok }: { ok: boolean }) {
  const { t } = useT();
  return (
    <Tag minimal intent={ok ? 'success' : 'danger'}>
      {t(ok ? 'monitoring.success' : 'monitoring.failure')}
    </Tag>
  );
}

/** Events the device reported (`/device/event/history/list`). */
export function EventHistoryTable({ deviceId }: { deviceId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<EventHistoryRow>((q) => monitoringApi.eventHistory(http, q), { filters: { device_id: deviceId } });
  const columns: PagedColumn<EventHistoryRow>[] = [
    { key: 'event_name', title: t('monitoring.eventName'), render: (r) => r.event_name || r.event_identify },
    { key: 'event_identify', title: t('monitoring.identifier') },
    { key: 'data', title: t('monitoring.data'), render: (r) => <code>{r.data ?? ''}</code> },
    { key: 'report_time', title: t('monitoring.reportTime'), render: (r) => formatDateTime(r.report_time) },
  ];
  return <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="events-table" />;
}

/** Commands sent to the device (`/device/command/history/list`). */
export function CommandHistoryTable({ deviceId }: { deviceId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<CommandHistoryRow>((q) => monitoringApi.commandHistory(http, q), { filters: { device_id: deviceId } });
  const columns: PagedColumn<CommandHistoryRow>[] = [
    { key: 'command_name', title: t('monitoring.commandName'), render: (r) => r.command_name || r.command_identify },
    { key: 'data', title: t('monitoring.params'), render: (r) => <code>{r.data ?? ''}</code> },
    { key: 'send_time', title: t('monitoring.sendTime'), render: (r) => formatDateTime(r.send_time) },
    { key: 'send_status', title: t('monitoring.result'), render: (r) => <ResultTag ok={String(r.send_status) === '1'} /> },
  ];
  return <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="command-history-table" />;
}

/** The device log (`/conditions/log/index`): operation type, instruction, sender, result. */
export function DeviceLogTable({ deviceId }: { deviceId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const list = usePagedList<DeviceLogRow>((q) => monitoringApi.deviceLog(http, q), { filters: { device_id: deviceId } });
  const columns: PagedColumn<DeviceLogRow>[] = [
    { key: 'operation_type', title: t('monitoring.operationType'), render: (r) => t(OPERATION_KEYS[r.operation_type] ?? 'monitoring.opManual') },
    { key: 'instruct', title: t('monitoring.instruction'), render: (r) => <code>{r.instruct ?? ''}</code> },
    { key: 'sender', title: t('monitoring.sender') },
    { key: 'send_result', title: t('monitoring.result'), render: (r) => <ResultTag ok={String(r.send_result) === '1'} /> },
    { key: 'cteate_time', title: t('monitoring.sendTime'), render: (r) => formatDateTime(r.cteate_time || r.created_at) },
  ];
  return <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="device-log-table" />;
}
