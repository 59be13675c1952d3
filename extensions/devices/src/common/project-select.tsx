import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { devicesApi } from '../api/devices-api';

export interface ProjectSelectProps {
  value: string;
  onChange(id: string): void;
  testId: string;
  /** Offer "all projects" (filters) instead of forcing one. */
  allowAll?: boolean;
}

/** The project picker above the group tree and the device list. */
export function ProjectSelect({ value, onChange, testId, allowAll }: ProjectSelectProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const projects = useLoad(() => devicesApi.allProjects(http), [http]);
  const options = [
    ...(allowAll || !value ? [{ value: '', label: allowAll ? t('devices.allProjects') : t('groups.chooseProject') }] : []),
    ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  return <HTMLSelect aria-label={t('projects.name')} data-testid={testId} value={value} options={options} onChange={(e) => onChange(e.currentTarget.value)} />;
}
