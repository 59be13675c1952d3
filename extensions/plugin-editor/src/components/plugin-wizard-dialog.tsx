import { Callout, Classes, Dialog } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PluginApi, type PluginRow } from '../api/plugin-api';
import { useEditorT } from '../i18n';
import { WizardStore } from '../model/wizard-store';
import { ChartStep } from './chart-step';
import { InfoStep } from './info-step';
import { PublishStep } from './publish-step';
import { TslStep } from './tsl-step';
import { WizardFooter } from './wizard-footer';
import { WizardSteps } from './wizard-steps';
import { NS } from '../i18n';

export const WIZARD_WIDTH = 1300;

export interface PluginWizardDialogProps {
  isOpen: boolean;
  /** The model being edited; a new plugin when absent. */
  row?: PluginRow;
  onClose(): void;
  onSaved?(row: PluginRow | null): void;
}

/** The 'custom device plugin' dialog (the spec's screens): 1300 px, no close icon, not closed by a backdrop click. */
export function PluginWizardDialog(props: PluginWizardDialogProps) {
  const t = useEditorT();
  return (
    <Dialog
      isOpen={props.isOpen}
      title={t('wizard.title')}
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
      onClose={props.onClose}
      style={{ width: WIZARD_WIDTH }}
    >
      {props.isOpen && <WizardBody {...props} />}
    </Dialog>
  );
}

const WizardBody = observer(function WizardBody({ row, onClose, onSaved }: PluginWizardDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [api] = useState(() => new PluginApi(http));
  const [store] = useState(
    () =>
      new WizardStore(
        {
          api,
          onError: (key) => notifier.warning(t(`${NS}:${key}`)),
          onServerMessage: (message) => notifier.success(message),
          onSaved,
        },
        row,
      ),
  );
  return (
    <>
      <div className={Classes.DIALOG_BODY}>
        <WizardSteps step={store.step} />
        {store.stepError && (
          <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="step-error">
            {t(`${NS}:${store.stepError}`)}
          </Callout>
        )}
        {store.step === 0 && <InfoStep store={store} />}
        {store.step === 1 && <TslStep store={store} api={api} />}
        {store.step === 2 && <ChartStep store={store} />}
        {store.step === 3 && <PublishStep store={store} />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <WizardFooter store={store} onClose={onClose} />
        </div>
      </div>
    </>
  );
});
