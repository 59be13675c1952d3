import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { WizardStore } from '../model/wizard-store';
import { useEditorT } from '../i18n';

interface Props {
  store: WizardStore;
  onClose(): void;
}

/**
 * Footer (the spec's screens): previous (disabled on step 0), next (not on the last step), skip (step 0 only), save
 * (last step only, disabled while saving), close.
 */
export const WizardFooter = observer(function WizardFooter({ store, onClose }: Props) {
  const t = useEditorT();
  return (
    <>
      <Button disabled={store.isFirst} onClick={store.prev}>
        {t('wizard.previous')}
      </Button>
      {!store.isLast && (
        <Button intent="primary" onClick={store.next}>
          {t('wizard.next')}
        </Button>
      )}
      {store.isFirst && <Button onClick={store.skip}>{t('wizard.skip')}</Button>}
      {store.isLast && (
        <Button intent="success" disabled={store.saving} loading={store.saving} onClick={() => void store.save()}>
          {t('wizard.save')}
        </Button>
      )}
      <Button onClick={onClose}>{t('wizard.close')}</Button>
    </>
  );
});
