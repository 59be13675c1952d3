import { HttpClient, useService } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { exportApi, type ExportOption } from './api/export-api';

export type ExportScope = 'device' | 'group';

/**
 * What the export can be about: the projects, and the devices (of one or every project) or the groups of the chosen
 * project. Groups belong to a project, so group scope lists none until a project is chosen (`needsProject`).
 */
export function useExportTargets() {
  const http = useService<HttpClient>(HttpClient);
  const [scope, setScope] = useState<ExportScope>('device');
  const [projects, setProjects] = useState<ExportOption[]>([]);
  const [project, setProject] = useState('');
  const [targets, setTargets] = useState<ExportOption[] | null>(null);
  const [target, setTarget] = useState('');

  useEffect(() => {
    exportApi.projects(http).then(setProjects, () => {});
  }, [http]);

  useEffect(() => {
    setTarget('');
    setTargets(null);
    if (scope === 'group' && !project) return;
    const load = scope === 'group' ? exportApi.groups(http, project) : exportApi.devices(http, project);
    let live = true;
    load.then((list) => live && setTargets(list), () => live && setTargets([]));
    return () => { live = false; };
  }, [http, scope, project]);

  const needsProject = scope === 'group' && !project;
  const targetName = targets?.find((x) => x.id === target)?.name;
  return { scope, setScope, projects, project, setProject, targets: targets ?? [], loaded: targets !== null, target, setTarget, needsProject, targetName };
}

export type ExportTargets = ReturnType<typeof useExportTargets>;
