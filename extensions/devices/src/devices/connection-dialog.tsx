import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, useLoad, useService, useT } from '@tessera/sdk';
import { devicesApi } from '../api/devices-api';
import { connectionText, mqttConnection } from './mqtt-connection';

export interface ConnectionDialogProps {
  deviceId: string | null;
  onClose(): void;
}

/** The MQTT connection details of a device, with a copy button (issue 5 device access). */
export function ConnectionDialog({ deviceId, onClose }: ConnectionDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const info = useLoad(() => (deviceId ? devicesApi.connection(http, deviceId) : Promise.resolve(null)), [http, deviceId]);
  const conn = info.data ? mqttConnection(info.data, globalThis.location?.hostname || '127.0.0.1') : null;
  const viaPlugin = info.data?.mode === 'plugin';
  const labels = {
    host: t('mqtt.host'),
    port: t('mqtt.port'),
    username: t('mqtt.username'),
    password: t('mqtt.password'),
    publish: t('mqtt.publish'),
    subscribe: t('mqtt.subscribe'),
  };

  const copy = async () => {
    if (!conn) return;
    try {
      await navigator.clipboard.writeText(connectionText(conn, labels));
      notifier.success(t('mqtt.copied'));
    } catch {
      notifier.error(t('mqtt.copyFailed'));
    }
  };

  return (
    <Dialog isOpen={!!deviceId} title={t('mqtt.title')} onClose={onClose} style={{ width: 560 }} data-testid="connection-dialog">
      <DialogBody>
        <LoadState loading={info.loading} error={info.error} empty={!conn} onRetry={() => void info.reload()} testId="connection">
          {conn && viaPlugin && (
            <Callout intent="primary" style={{ marginBottom: 8 }} data-testid="connection-plugin">
              {t('mqtt.viaPlugin', { plugin: info.data?.plugin ?? '', protocol: info.data?.protocol ?? '' })}
            </Callout>
          )}
          {conn && (
            <HTMLTable compact style={{ width: '100%' }} data-testid="connection-table">
              <tbody>
                <tr>
                  <th>{labels.host}</th>
                  <td data-testid="connection-host">{conn.host}</td>
                </tr>
                <tr>
                  <th>{labels.port}</th>
                  <td data-testid="connection-port">{conn.port}</td>
                </tr>
                <tr>
                  <th>{labels.username}</th>
                  <td data-testid="connection-username">
                    <code>{conn.username}</code>
                  </td>
                </tr>
                {conn.password && (
                  <tr>
                    <th>{labels.password}</th>
                    <td>
                      <code>{conn.password}</code>
                    </td>
                  </tr>
                )}
                {!viaPlugin && (
                  <>
                    <tr>
                      <th>{labels.publish}</th>
                      <td data-testid="connection-publish">
                        {conn.publish.map((p) => (
                          <div key={p}>
                            <code>{p}</code>
                          </div>
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <th>{labels.subscribe}</th>
                      <td data-testid="connection-subscribe">
                        {conn.subscribe.map((p) => (
                          <div key={p}>
                            <code>{p}</code>
                          </div>
                        ))}
                      </td>
                    </tr>
                  </>
                )}
              </tbody>
            </HTMLTable>
          )}
        </LoadState>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={onClose} />
            <Button intent="primary" icon="clipboard" text={t('mqtt.copy')} disabled={!conn} onClick={() => void copy()} data-testid="connection-copy" />
          </>
        }
      />
    </Dialog>
  );
}
