import { Button } from '@blueprintjs/core';
import { HttpClient, ListToolbar, Notifier, RouteService, useHasAuth, useLoad, usePagedList, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { devicesApi, type DeviceTreeRow } from '../api/devices-api';
import { ConnectionDialog } from './connection-dialog';
import { DeviceFilters, type DeviceFilterValues } from './device-filters';
import { DeviceFormDialog } from './device-form-dialog';
import { DeviceTable } from './device-table';

/** Filters → `/device/list/tree` body (`plugin_id`, and `state` '1' online / '0' offline, as the server reads them). */
export function deviceQuery(f: DeviceFilterValues & { name: string }): Record<string, unknown> {
  return { business_id: f.business_id, asset_id: f.asset_id, plugin_id: f.plugin, name: f.name, state: f.status };
}

/** Devices of the tenant (issue 5): server-paged and filtered, gateways expand, bulk delete, MQTT details. */
export function DeviceListView({ query }: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const can = { add: useHasAuth('device:add'), del: useHasAuth('device:del') };
  const [filters, setFilters] = useState<DeviceFilterValues & { name: string }>({
    business_id: query.business_id ?? '',
    asset_id: query.asset_id ?? '',
    plugin: '',
    status: '',
    name: '',
  });
  const list = usePagedList<DeviceTreeRow>((q) => devicesApi.devices(http, q), { filters: deviceQuery(filters) });
  const plugins = useLoad(() => devicesApi.plugins(http), [http]);
  const [status, setStatus] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ open: boolean; id?: string }>({ open: false });
  const [connection, setConnection] = useState<string | null>(null);

  const applyFilters = (next: DeviceFilterValues & { name: string }) => {
    setFilters(next);
    setSelected(new Set());
    list.setFilters(deviceQuery(next));
  };

  // Online state of the page's devices (and their sub-devices), asked once per page.
  useEffect(() => {
    const ids = list.rows.flatMap((r) => [r.device, ...(r.children ?? []).map((c) => c.device)]);
    if (!ids.length) return;
    let live = true;
    devicesApi.status(http, ids).then(
      (s) => live && setStatus((old) => ({ ...old, ...s })),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, list.rows]);

  const select = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const removeMany = async (ids: string[]) => {
    if (!ids.length || !(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await devicesApi.removeDevices(http, ids);
      notifier.success(t('common.deleteSuccess'));
      setSelected(new Set());
    } catch {
      /* the http client showed why */
    }
    await list.reload();
  };

  return (
    <section aria-label={t('devices.title')} data-testid="devices-view">
      <ListToolbar
        testId="devices"
        placeholder={t('devices.searchPlaceholder')}
        onSearch={(name) => applyFilters({ ...filters, name })}
        filters={<DeviceFilters value={filters} plugins={plugins.data ?? []} onChange={(f) => applyFilters({ ...filters, ...f })} />}
        actions={
          <>
            {can.del && (
              <Button
                icon="trash"
                intent="danger"
                disabled={selected.size === 0}
                data-testid="devices-bulk-delete"
                text={t('devices.deleteSelected', { count: selected.size })}
                onClick={() => void removeMany([...selected])}
              />
            )}
            {can.add && <Button intent="primary" icon="add" text={t('common.add')} data-testid="devices-add" onClick={() => setForm({ open: true })} />}
          </>
        }
      />
      <DeviceTable
        list={list}
        status={status}
        selected={selected}
        onSelect={select}
        onEdit={(d) => setForm({ open: true, id: d.device })}
        onDelete={(d) => void removeMany([d.device])}
        onConnection={(d) => setConnection(d.device)}
        onDetail={(d) => void routes.navigate({ name: 'deviceDetail', query: { device_id: d.device } })}
      />
      <DeviceFormDialog
        isOpen={form.open}
        deviceId={form.id}
        businessId={filters.business_id}
        plugins={plugins.data ?? []}
        onPluginCreated={() => plugins.reload()}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          void list.reload();
        }}
      />
      <ConnectionDialog deviceId={connection} onClose={() => setConnection(null)} />
    </section>
  );
}
