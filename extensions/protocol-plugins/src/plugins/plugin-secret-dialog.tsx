import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { Notifier, useService, useT } from '@tessera/sdk';
import type { PluginSecret } from '../api/protocol-plugins-api';

export interface PluginSecretDialogProps {
  secret?: PluginSecret;
  onClose(): void;
}

/** Shows a plugin's secret the one time the server answers it, with how the plugin uses it. */
export function PluginSecretDialog({ secret, onClose }: PluginSecretDialogProps) {
  const { t } = useT();
  const notifier = useService<Notifier>(Notifier);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret?.secret ?? '');
      notifier.success(t('plugins.secretCopied'));
    } catch {
      /* no clipboard (insecure context): the field stays selectable */
    }
  };
  return (
    <Dialog isOpen={!!secret} title={t('plugins.secretTitle')} onClose={onClose} style={{ width: 560 }}>
      <DialogBody>
        <Callout intent="warning">{t('plugins.secretOnce')}</Callout>
        <FormGroup label={t('plugins.secret')} labelFor="plugin-secret" className={Classes.TEXT_LARGE} style={{ marginTop: 12 }}>
          <InputGroup
            id="plugin-secret"
            readOnly
            value={secret?.secret ?? ''}
            data-testid="plugin-secret-value"
            onFocus={(e) => e.currentTarget.select()}
            rightElement={<Button variant="minimal" icon="duplicate" aria-label={t('plugins.copy')} onClick={() => void copy()} />}
          />
        </FormGroup>
        <p>{t('plugins.secretHttp')}</p>
        <p>{t('plugins.secretBroker', { username: `plugin:${secret?.protocol_type ?? ''}` })}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('common.close')} data-testid="plugin-secret-close" onClick={onClose} />} />
    </Dialog>
  );
}
