import { Button, Classes, Dialog, Pre } from '@blueprintjs/core';
import { useEditorT } from '../i18n';

interface Props {
  isOpen: boolean;
  json: unknown;
  onClose(): void;
}

/** Shows the thing model as JSON text (the spec's screens). */
export function JsonViewDialog({ isOpen, json, onClose }: Props) {
  const t = useEditorT();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('tsl.jsonView')} style={{ width: 800 }}>
      <div className={Classes.DIALOG_BODY}>
        <Pre data-testid="tsl-json" style={{ maxHeight: 500, overflow: 'auto' }}>
          {JSON.stringify(json, null, 2)}
        </Pre>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t('wizard.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
