import { HttpClient, useService, type Page } from '@tessera/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface GroupNode {
  id: string;
  name: string;
  children?: GroupNode[];
}
export interface ProjectNode {
  id: string;
  name: string;
  children?: GroupNode[];
}
export interface DeviceOption {
  id: string;
  name: string;
}
export interface TslProperty {
  name: string;
  title?: string;
  dataType?: string;
  unit?: string;
  readWrite?: string;
  dataRange?: string;
}
export interface TslService {
  commandId: string;
  commandName?: string;
}
export interface TslEvent {
  eventId: string;
  eventName?: string;
}
export interface Tsl {
  properties: TslProperty[];
  services: TslService[];
  events: TslEvent[];
}

export interface PlaceCatalog {
  projects: ProjectNode[];
  /** The groups of a project, nested groups flattened with their path. */
  groups(projectId: string): { id: string; name: string }[];
  devices: Record<string, DeviceOption[]>;
  tsl: Record<string, Tsl>;
  names: Record<string, string>;
  loadDevices(groupId: string): void;
  loadTsl(deviceId: string): void;
}

function flatten(nodes: GroupNode[] = [], prefix = ''): { id: string; name: string }[] {
  return nodes.flatMap((n) => [{ id: n.id, name: prefix + n.name }, ...flatten(n.children, `${prefix}${n.name} / `)]);
}

const EMPTY_TSL: Tsl = { properties: [], services: [], events: [] };

/** Projects → groups → devices → plugin (TSL), loaded as the editor's pickers need them and kept for the session. */
export function usePlaceCatalog(): PlaceCatalog {
  const http = useService<HttpClient>(HttpClient);
  const [projects, setProjects] = useState<ProjectNode[]>([]);
  const [devices, setDevices] = useState<Record<string, DeviceOption[]>>({});
  const [tsl, setTsl] = useState<Record<string, Tsl>>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  useEffect(() => {
    http.call<ProjectNode[]>('/business/tree', {}).then(
      (p) => setProjects(p ?? []),
      () => undefined,
    );
  }, [http]);
  const loadDevices = useCallback(
    (groupId: string) => {
      if (!groupId || asked.current.has(`g:${groupId}`)) return;
      asked.current.add(`g:${groupId}`);
      // The device list names its rows `device` / `device_name` (contract).
      http.call<Page<{ device: string; device_name: string }>>('/device/list/tree', { current_page: 1, per_page: 100, asset_id: groupId }).then(
        (p) => {
          const rows = (p.data ?? []).map((d) => ({ id: d.device, name: d.device_name }));
          setDevices((m) => ({ ...m, [groupId]: rows }));
          setNames((m) => ({ ...m, ...Object.fromEntries(rows.map((d) => [d.id, d.name])) }));
        },
        () => undefined,
      );
    },
    [http],
  );
  const loadTsl = useCallback(
    (deviceId: string) => {
      if (!deviceId || asked.current.has(`d:${deviceId}`)) return;
      asked.current.add(`d:${deviceId}`);
      http.call<{ tsl?: Tsl }>('/device/model/item', { device_id: deviceId }, { silent: true }).then(
        (m) => setTsl((t) => ({ ...t, [deviceId]: { ...EMPTY_TSL, ...m.tsl } })),
        () => setTsl((t) => ({ ...t, [deviceId]: EMPTY_TSL })),
      );
    },
    [http],
  );
  const groups = useCallback((projectId: string) => flatten(projects.find((p) => p.id === projectId)?.children), [projects]);
  return { projects, groups, devices, tsl, names, loadDevices, loadTsl };
}
