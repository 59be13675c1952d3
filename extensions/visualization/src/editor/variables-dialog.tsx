import { Button, Classes, Dialog, NonIdealState } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { dashboardApi } from '../api/dashboard-api';
import { addVariable, removeVariable, updateVariable, type Layout } from '../model/layout';
import { VariableRow } from './variable-row';

export interface VariablesDialogProps {
  layout: Layout;
  /** Each edit is one change of the layout (one undo step, marks the dashboard unsaved). */
  onChange(next: Layout): void;
  onClose(): void;
}

/** The dashboard's variables: add, rename, filter, choose the default, remove. */
export function VariablesDialog({ layout, onChange, onClose }: VariablesDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const devices = useLoad(() => dashboardApi.devices(http), [http]).data ?? [];
  const variables = layout.variables ?? [];
  return (
    <Dialog isOpen onClose={onClose} title={t('visualization.variablesTitle')} style={{ width: 640 }}>
      <div className={Classes.DIALOG_BODY} data-testid="variables-dialog">
        {!variables.length && <NonIdealState icon="variable" description={t('visualization.variablesNone')} />}
        {variables.map((v) => (
          <VariableRow
            key={v.name}
            variable={v}
            taken={new Set(variables.filter((o) => o !== v).map((o) => o.name))}
            devices={devices}
            onChange={(next) => onChange(updateVariable(layout, v.name, next))}
            onRemove={() => onChange(removeVariable(layout, v.name))}
          />
        ))}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button
            icon="add"
            data-testid="variable-add"
            text={t('visualization.variableAdd')}
            onClick={() => onChange(addVariable(layout, t('visualization.variableLabelDefault')))}
          />
          <Button intent="primary" data-testid="variables-done" text={t('visualization.done')} onClick={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
