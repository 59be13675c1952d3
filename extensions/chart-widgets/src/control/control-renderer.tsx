import { Callout, InputGroup, Slider, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { WidgetRendererProps } from '@tessera/sdk';
import { useWidgetT } from '../common/i18n';
import { SendButton } from '../common/send-button';
import { WidgetCard } from '../common/widget-card';
import { seriesOf, type ControlConfig } from './control-config';
import { attributeRequest, commandRequest, isOn, switchRequest, valueRequest, type SendRequest } from './send-payload';

/** Renders a control; every send locks its control until the send callback resolves (the spec's send lock). */
export function ControlRenderer({ config, data, height = 160, send }: WidgetRendererProps<ControlConfig>) {
  const t = useWidgetT();
  const s = seriesOf(config);
  const key = config.mapping[0];
  const current = key === undefined ? undefined : data.values[key];
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<string>(current === undefined ? '' : String(current));
  const [slide, setSlide] = useState<number>(Number(current ?? 0) || 0);
  useEffect(() => setSlide(Number(current ?? 0) || 0), [current]);
  const disabled = !!config.disabled || !send;
  const run = async (req: SendRequest) => {
    if (!send || busy) return;
    setBusy(true);
    try {
      await send(req.kind, req.payload);
    } catch {
      // Shown by the HTTP client (e.g. 属性下发不能太频繁); the control unlocks either way.
    } finally {
      setBusy(false);
    }
  };
  let body: React.ReactNode;
  switch (config.type) {
    case 'switch':
      body = (
        <Switch
          large
          checked={isOn(config, current)}
          disabled={disabled || busy}
          aria-label={config.name}
          onChange={(e) => run(switchRequest(config, key, (e.target as HTMLInputElement).checked))}
        />
      );
      break;
    case 'mainSwitch':
      body = (
        <div style={{ display: 'flex', gap: 8 }}>
          <SendButton intent="success" disabled={disabled} onSend={() => run(switchRequest(config, key, true))}>
            {t('control.turnOn')}
          </SendButton>
          <SendButton intent="danger" disabled={disabled} onSend={() => run(switchRequest(config, key, false))}>
            {t('control.turnOff')}
          </SendButton>
        </div>
      );
      break;
    case 'slider':
      body = (
        <Slider
          min={0}
          max={s.mapping.max}
          stepSize={s.mapping.step}
          labelStepSize={s.mapping.max / 4 || 1}
          value={Math.min(slide, s.mapping.max)}
          disabled={disabled || busy}
          onChange={setSlide}
          onRelease={(v) => run(valueRequest(config, v))}
        />
      );
      break;
    case 'setValue':
      body = (
        <div style={{ display: 'flex', gap: 8 }}>
          <InputGroup aria-label={config.name} value={draft} onChange={(e) => setDraft(e.target.value)} disabled={disabled} />
          <SendButton intent="primary" disabled={disabled || draft.trim() === ''} onSend={() => run(valueRequest(config, draft))}>
            {t('control.send')}
          </SendButton>
        </div>
      );
      break;
    case 'sendAttribute':
      body = (
        <SendButton intent="primary" disabled={disabled} onSend={() => run(attributeRequest(config))}>
          {t('control.sendAttribute')}
        </SendButton>
      );
      break;
    case 'sendCommand':
      body = (
        <SendButton intent="primary" disabled={disabled} onSend={() => run(commandRequest(config))}>
          {t('control.sendCommand')}
        </SendButton>
      );
      break;
    case 'sceneControl':
      body = config.mapping.map((k) => (
        <Switch
          key={k}
          label={k}
          checked={isOn(config, data.values[k])}
          disabled={disabled || busy}
          onChange={(e) => run(switchRequest(config, k, (e.target as HTMLInputElement).checked))}
        />
      ));
      break;
    default:
      body = <Callout>{config.type}</Callout>;
  }
  return (
    <WidgetCard config={config} height={height}>
      <div>{config.name}</div>
      <div style={{ marginTop: 12 }} aria-busy={busy}>
        {body}
      </div>
    </WidgetCard>
  );
}
