import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { useMemo } from 'react';
import { devicesApi, type PluginRow } from '../api/devices-api';
import { ProjectSelect } from '../common/project-select';
import { buildGroupTree, flattenGroups } from '../groups/group-tree';

export interface DeviceFilterValues {
  business_id: string;
  asset_id: string;
  plugin: string;
  status: string;
}

export interface DeviceFiltersProps {
  value: DeviceFilterValues;
  plugins: PluginRow[];
  onChange(value: DeviceFilterValues): void;
}

/** Project, group, plugin and state filters of the device list (the name is the toolbar's search box). */
export function DeviceFilters({ value, plugins, onChange }: DeviceFiltersProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const groups = useLoad(() => (value.business_id ? devicesApi.groups(http, value.business_id) : Promise.resolve([])), [http, value.business_id]);
  const groupOptions = useMemo(() => flattenGroups(buildGroupTree(groups.data ?? [])), [groups.data]);
  return (
    <>
      <ProjectSelect
        value={value.business_id}
        allowAll
        testId="devices-filter-project"
        onChange={(business_id) => onChange({ ...value, business_id, asset_id: '' })}
      />
      <HTMLSelect
        aria-label={t('devices.group')}
        data-testid="devices-filter-group"
        value={value.asset_id}
        disabled={!value.business_id}
        onChange={(e) => onChange({ ...value, asset_id: e.currentTarget.value })}
        options={[{ value: '', label: t('devices.allGroups') }, ...groupOptions.map((g) => ({ value: g.id, label: `${'\u2003'.repeat(g.depth)}${g.name}` }))]}
      />
      <HTMLSelect
        aria-label={t('devices.plugin')}
        data-testid="devices-filter-plugin"
        value={value.plugin}
        onChange={(e) => onChange({ ...value, plugin: e.currentTarget.value })}
        options={[{ value: '', label: t('devices.allPlugins') }, ...plugins.map((p) => ({ value: p.id, label: p.model_name }))]}
      />
      <HTMLSelect
        aria-label={t('devices.state')}
        data-testid="devices-filter-status"
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.currentTarget.value })}
        options={[
          { value: '', label: t('devices.allStates') },
          { value: '1', label: t('devices.online') },
          { value: '0', label: t('devices.offline') },
        ]}
      />
    </>
  );
}
