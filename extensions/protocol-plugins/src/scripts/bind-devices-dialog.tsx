import { Button, Classes, Dialog, HTMLTable } from '@blueprintjs/core';
import { HttpClient, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { protocolApi, type ScriptRow } from '../api/protocol-plugins-api';

export interface BindDevicesDialogProps {
  script: ScriptRow | null;
  onClose(): void;
}

/** Binds the script to devices of its device plugin (the device's `script_id`); ingest then runs it for them. */
export function BindDevicesDialog({ script, onClose }: BindDevicesDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const devices = useLoad(() => (script ? protocolApi.devicesOfPlugin(http, script.device_type) : Promise.resolve(null)), [script?.id]);

  const bind = async (deviceId: string, scriptId: string) => {
    try {
      await protocolApi.bindDevice(http, deviceId, scriptId);
      notifier.success(t(scriptId ? 'scripts.bound' : 'scripts.unbound'));
    } catch {
      /* shown by the http client */
    }
  };

  const rows = devices.data?.data ?? [];
  return (
    <Dialog isOpen={!!script} title={t('scripts.bindTitle', { name: script?.script_name ?? '' })} onClose={onClose}>
      <div className={Classes.DIALOG_BODY} data-testid="script-bind">
        {rows.length === 0 ? (
          <p>{t('scripts.noDevices')}</p>
        ) : (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <tbody>
              {rows.map((d) => (
                <tr key={d.device}>
                  <td>{d.device_name}</td>
                  <td style={{ textAlign: 'right' }}>
                    <Button
                      small
                      icon="link"
                      text={t('scripts.bind')}
                      data-testid={`script-bind-${d.device_name}`}
                      onClick={() => void bind(d.device, script!.id)}
                    />
                    <Button small variant="minimal" icon="disable" text={t('scripts.unbind')} onClick={() => void bind(d.device, '')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </Dialog>
  );
}
