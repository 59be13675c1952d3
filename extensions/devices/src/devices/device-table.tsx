import { Button, ButtonGroup, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime, LoadState, useHasAuth, useT, type PagedList } from '@tessera/sdk';
import { Fragment, useState, type ReactNode } from 'react';
import type { DeviceTreeRow } from '../api/devices-api';

export interface DeviceTableProps {
  list: PagedList<DeviceTreeRow>;
  status: Record<string, string>;
  selected: Set<string>;
  onSelect(ids: string[], on: boolean): void;
  onEdit(row: DeviceTreeRow): void;
  onDelete(row: DeviceTreeRow): void;
  onConnection(row: DeviceTreeRow): void;
  onDetail(row: DeviceTreeRow): void;
}

const KIND_KEYS: Record<string, string> = { '1': 'devices.kindDirect', '2': 'devices.kindGateway', '3': 'devices.kindSub' };

/** One server page of devices; a gateway row expands to its sub-devices (they come with it in `children`). */
export function DeviceTable({ list, status, selected, onSelect, onEdit, onDelete, onConnection, onDetail }: DeviceTableProps) {
  const { t } = useT();
  const can = { edit: useHasAuth('device:edit'), del: useHasAuth('device:del') };
  const [open, setOpen] = useState<Set<string>>(new Set());
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  const pageIds = list.rows.flatMap((r) => [r.device, ...(open.has(r.device) ? (r.children ?? []).map((c) => c.device) : [])]);
  const allOn = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const row = (d: DeviceTreeRow, child: boolean): ReactNode => {
    const online = (status[d.device] ?? d.online) === '1';
    return (
      <tr key={d.device} data-testid={child ? 'devices-child-row' : 'devices-row'}>
        <td>
          <Checkbox
            checked={selected.has(d.device)}
            aria-label={d.device_name}
            data-testid={`device-select-${d.device}`}
            onChange={(e) => onSelect([d.device], e.currentTarget.checked)}
          />
        </td>
        <td style={{ paddingLeft: child ? 36 : undefined }}>
          {d.device_type === '2' && (
            <Button
              variant="minimal"
              size="small"
              icon={open.has(d.device) ? 'chevron-down' : 'chevron-right'}
              data-testid={`device-expand-${d.device}`}
              aria-expanded={open.has(d.device)}
              aria-label={t('devices.subDevices')}
              onClick={() => toggle(d.device)}
            />
          )}
          {d.device_name}
        </td>
        <td>{t(KIND_KEYS[d.device_type] ?? 'devices.kindDirect')}</td>
        <td>{d.asset_name ?? ''}</td>
        <td>{d.plugin_name ?? ''}</td>
        <td>
          <Tag minimal intent={online ? 'success' : 'none'} data-testid={`device-state-${d.device}`}>
            {t(online ? 'devices.online' : 'devices.offline')}
          </Tag>
        </td>
        <td>{formatDateTime(d.latest_ts)}</td>
        <td>
          <ButtonGroup variant="minimal">
            <Button icon="eye-open" text={t('common.details')} data-testid={`device-detail-${d.device}`} onClick={() => onDetail(d)} />
            <Button icon="link" text={t('devices.connection')} data-testid={`device-connection-${d.device}`} onClick={() => onConnection(d)} />
            {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`device-edit-${d.device}`} onClick={() => onEdit(d)} />}
            {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`device-delete-${d.device}`} onClick={() => onDelete(d)} />}
          </ButtonGroup>
        </td>
      </tr>
    );
  };

  return (
    <div data-testid="devices-table" aria-busy={list.loading}>
      <LoadState
        loading={list.loading}
        error={list.rows.length ? null : list.error}
        empty={list.rows.length === 0}
        onRetry={() => void list.reload()}
        testId="devices-table"
      >
        <HTMLTable striped style={{ width: '100%', opacity: list.loading ? 0.6 : 1 }}>
          <thead>
            <tr>
              <th>
                <Checkbox
                  checked={allOn}
                  aria-label={t('devices.selectAll')}
                  data-testid="devices-select-all"
                  onChange={(e) => onSelect(pageIds, e.currentTarget.checked)}
                />
              </th>
              <th>{t('devices.name')}</th>
              <th>{t('devices.kind')}</th>
              <th>{t('devices.group')}</th>
              <th>{t('devices.plugin')}</th>
              <th>{t('devices.state')}</th>
              <th>{t('devices.lastPush')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((d) => (
              <Fragment key={d.device}>
                {row(d, false)}
                {open.has(d.device) && (d.children ?? []).map((c) => row(c, true))}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      </LoadState>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end', marginTop: 8 }}>
        <span data-testid="devices-total">{t('devices.total', { total: list.total })}</span>
        <Button
          icon="chevron-left"
          aria-label={t('devices.previousPage')}
          disabled={list.page <= 1}
          onClick={() => list.setPage(list.page - 1)}
          data-testid="devices-prev"
        />
        <span data-testid="devices-page">
          {list.page} / {pages}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('devices.nextPage')}
          disabled={list.page >= pages}
          onClick={() => list.setPage(list.page + 1)}
          data-testid="devices-next"
        />
      </div>
    </div>
  );
}
