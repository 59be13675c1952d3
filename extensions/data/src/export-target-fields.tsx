import { FormGroup, HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { ExportScope, ExportTargets } from './use-export-targets';

/**
 * Device or group, the project, and the device or group itself. A group belongs to a project, so in group scope
 * the project must be chosen first, and the group list says so instead of sitting empty.
 */
export function ExportTargetFields({ targets }: { targets: ExportTargets }) {
  const { t } = useT();
  const { scope, project, needsProject } = targets;
  const empty = targets.loaded && !targets.targets.length;
  const hint = needsProject ? t('export.pickProjectFirst') : empty ? t(scope === 'device' ? 'export.noDevices' : 'export.noGroups') : undefined;
  return (
    <>
      <FormGroup label={t('export.scope')}>
        <SegmentedControl value={scope} onValueChange={(v) => targets.setScope(v as ExportScope)} data-testid="export-scope"
          options={[{ value: 'device', label: t('export.device') }, { value: 'group', label: t('export.group') }]} />
      </FormGroup>
      <FormGroup label={t('export.project')} labelFor="export-project">
        <HTMLSelect id="export-project" data-testid="export-project" fill value={project} onChange={(e) => targets.setProject(e.currentTarget.value)}
          options={[{ value: '', label: t(scope === 'group' ? 'export.chooseProject' : 'export.allProjects') }, ...targets.projects.map((p) => ({ value: p.id, label: p.name }))]} />
      </FormGroup>
      <FormGroup label={t(scope === 'device' ? 'export.device' : 'export.group')} labelFor="export-target" helperText={hint}
        intent={hint ? 'warning' : 'none'} data-testid="export-target-field">
        <HTMLSelect id="export-target" data-testid="export-target" fill value={targets.target} disabled={needsProject || empty}
          onChange={(e) => targets.setTarget(e.currentTarget.value)}
          options={[{ value: '', label: t('export.choose') }, ...targets.targets.map((x) => ({ value: x.id, label: x.name }))]} />
      </FormGroup>
    </>
  );
}
