import { Button, Card, FormGroup, H5, TextArea } from '@blueprintjs/core';
import { HttpClient, LoadState, Notifier, useHasAuth, useLoad, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { monitoringApi, type TslService } from '../api/monitoring-api';
import { useSendLock } from '../common/use-send-lock';

/** The spec's send command: params must parse as a JSON object; null = fine. Returns a message key. */
export function commandParamsError(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'monitoring.jsonSyntax';
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'monitoring.jsonNotObject';
}

function template(c: TslService): string {
  const params = Object.fromEntries((c.commandParams ?? []).map((p) => [p.identifier || p.name || 'param', p.type === 'number' ? 0 : '']));
  return JSON.stringify(params, null, 2);
}

/** The plugin's commands (`/device/command/list`), each with its params and a send button locked until the reply. */
export function CommandsPanel({ deviceId }: { deviceId: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canSend = useHasAuth('device:command:send');
  const commands = useLoad(() => monitoringApi.commands(http, deviceId), [http, deviceId]);
  const lock = useSendLock();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  const send = (c: TslService) => {
    const text = texts[c.commandId] ?? template(c);
    const error = commandParamsError(text);
    setErrors((e) => ({ ...e, [c.commandId]: error }));
    if (error) return;
    void lock.run(`cmd:${c.commandId}`, async () => {
      await monitoringApi.sendCommand(http, deviceId, c.commandId, JSON.parse(text), c.commandName);
      notifier.success(t('monitoring.sent'));
    });
  };

  const list = commands.data ?? [];
  return (
    <LoadState loading={commands.loading} error={commands.error} empty={list.length === 0} onRetry={() => void commands.reload()} testId="commands">
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {list.map((c) => (
          <Card key={c.commandId} data-testid={`command-${c.commandId}`}>
            <H5>{c.commandName || c.commandId}</H5>
            <FormGroup
              label={t('monitoring.params')}
              labelFor={`command-params-${c.commandId}`}
              intent={errors[c.commandId] ? 'danger' : 'none'}
              helperText={
                errors[c.commandId] && (
                  <span role="alert" data-testid={`command-error-${c.commandId}`}>
                    {t(errors[c.commandId]!)}
                  </span>
                )
              }
            >
              <TextArea
                id={`command-params-${c.commandId}`}
                data-testid={`command-params-${c.commandId}`}
                fill
                rows={4}
                value={texts[c.commandId] ?? template(c)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setTexts((x) => ({ ...x, [c.commandId]: v }));
                }}
              />
            </FormGroup>
            {canSend && (
              <Button
                intent="primary"
                icon="send-message"
                text={t('monitoring.send')}
                data-testid={`command-send-${c.commandId}`}
                disabled={lock.isLocked(`cmd:${c.commandId}`)}
                loading={lock.isLocked(`cmd:${c.commandId}`)}
                onClick={() => send(c)}
              />
            )}
          </Card>
        ))}
      </div>
    </LoadState>
  );
}
